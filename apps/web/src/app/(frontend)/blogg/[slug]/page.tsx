import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import Link from 'next/link'

import { MediaImage } from '@/components/MediaImage'
import { NotFoundContent, notFoundMetadata } from '@/components/NotFound'
import { formatDate } from '@/components/PostCard'
import { RichText } from '@/components/RichText'
import { getPostComments } from '@/features/comments'
import { PostComments } from '@/features/comments/client'
import { MembersOnly } from '@/features/sso/pages/MembersOnly'
import { membersOnlyMetadata } from '@/features/sso/pages/metadata'
import type { Category } from '@/payload-types'
import { buildMetadata } from '@/platform/metadata'
import { payloadClient } from '@/platform/payload'
import { getPostBySlug, getSiteSettings, publishedSlugs } from '@/platform/queries'
import { blogFeedAlternate } from '@/platform/rss'

export const revalidate = 43200

type Args = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return (await publishedSlugs('posts')).map(({ slug }) => ({ slug }))
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const slug = decodeURIComponent((await params).slug)
  const { isEnabled: draft } = await draftMode()
  const [post, settings] = await Promise.all([getPostBySlug(slug, { draft }), getSiteSettings()])
  if (!post) return notFoundMetadata
  const metadata = buildMetadata({
    meta: post.meta ?? { image: post.heroImage },
    title: post.title,
    description: post.excerpt,
    path: `/blogg/${slug}`,
    siteName: settings.siteName,
    fallbackImage: post.heroImage ?? settings.defaultOgImage,
    type: 'article',
  })
  return membersOnlyMetadata(
    post,
    { ...metadata, alternates: { ...metadata.alternates, types: blogFeedAlternate } },
    draft,
  )
}

export default async function PostPage({ params }: Args) {
  const slug = decodeURIComponent((await params).slug)
  const { isEnabled: draft } = await draftMode()
  const post = await getPostBySlug(slug, { draft })
  if (!post) return <NotFoundContent />
  const categories = (post.categories ?? []).filter((c): c is Category => typeof c === 'object')
  const comments = await getPostComments(await payloadClient(), post)
  return (
    <MembersOnly doc={post} path={`/blogg/${slug}`} builderMode={draft}>
      <article className="post container-narrow">
        <nav aria-label="Brödsmulor" className="breadcrumbs">
          <Link href="/blogg">Blogg</Link>
        </nav>
        <header className="post-header">
          <h1>{post.title}</h1>
          <p className="post-meta">
            {post.publishedAt ? (
              <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
            ) : null}
            {post.authorName ? <span> · {post.authorName}</span> : null}
            {categories.length ? <span> · {categories.map((c) => c.title).join(', ')}</span> : null}
          </p>
          {post.excerpt ? <p className="lead">{post.excerpt}</p> : null}
        </header>
        {post.heroImage ? (
          <MediaImage
            media={post.heroImage}
            priority
            sizes="(max-width: 767px) 100vw, 760px"
            className="post-hero"
          />
        ) : null}
        <RichText data={post.content} />
        <PostComments comments={comments} builderMode={draft} />
      </article>
    </MembersOnly>
  )
}
