import Link from 'next/link'

import type { Post } from '@/payload-types'

import { MediaImage } from './MediaImage'

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return ''
  return new Intl.DateTimeFormat('sv-SE', {
    dateStyle: 'long',
    timeZone: 'Europe/Stockholm',
  }).format(new Date(iso))
}

export function PostCard({
  post,
  headingLevel = 'h2',
}: {
  post: Post
  headingLevel?: 'h2' | 'h3'
}) {
  const Heading = headingLevel
  return (
    <article className="card">
      {post.heroImage ? (
        <MediaImage
          media={post.heroImage}
          alt=""
          className="card-image"
          sizes="(max-width: 767px) 100vw, 360px"
        />
      ) : null}
      <div className="card-body">
        <Heading className="card-title">
          <Link href={`/blogg/${post.slug}`}>{post.title}</Link>
        </Heading>
        {post.publishedAt ? (
          <p className="card-meta">
            <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
          </p>
        ) : null}
        {post.excerpt ? <p>{post.excerpt}</p> : null}
      </div>
    </article>
  )
}
