import type { Metadata } from 'next'
import Link from 'next/link'

import { PostCard } from '@/components/PostCard'
import { listPosts } from '@/platform/queries'

export const revalidate = 43200

export const metadata: Metadata = {
  title: 'Blogg',
  description: 'Nyheter, tips och erfarenheter från våra tekniker och projekt.',
  alternates: { canonical: '/blogg' },
}

export default async function BlogIndex() {
  const posts = await listPosts({ limit: 24 })
  return (
    <div className="container listing">
      <h1>Blogg</h1>
      <p className="lead">Nyheter, tips och erfarenheter från våra tekniker och projekt.</p>
      {posts.docs.length ? (
        <div className="card-grid">
          {posts.docs.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </div>
      ) : (
        <p>
          Inga inlägg ännu. <Link href="/">Till startsidan</Link>
        </p>
      )}
    </div>
  )
}
