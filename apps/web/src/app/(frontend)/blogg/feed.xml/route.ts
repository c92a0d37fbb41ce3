import type { Category } from '@/payload-types'
import { publicPath } from '@/platform/paths.public'
import { payloadClient } from '@/platform/payload'
import { getSiteSettings } from '@/platform/queries'
import { renderRss } from '@/platform/rss'
import { siteUrl } from '@/platform/siteUrl'

// Cached like the blog's pages: regenerated when a post is published or changed (hooks/revalidate.ts)
// and at least every 12 hours.
export const revalidate = 43200

/** How many of the newest posts the feed carries. */
const FEED_ITEMS = 20

/** The blog's RSS 2.0 feed: published posts, newest first, with absolute links. */
export async function GET(): Promise<Response> {
  const payload = await payloadClient()
  const [settings, { docs }] = await Promise.all([
    getSiteSettings(),
    payload.find({
      collection: 'posts',
      where: { _status: { equals: 'published' } },
      sort: '-publishedAt',
      limit: FEED_ITEMS,
      depth: 1,
      locale: 'sv',
      draft: false,
      overrideAccess: false,
      select: {
        title: true,
        slug: true,
        excerpt: true,
        publishedAt: true,
        authorName: true,
        categories: true,
      },
    }),
  ])
  const xml = renderRss(
    {
      title: `${settings.siteName} – Blogg`,
      path: '/blogg',
      selfPath: '/blogg/feed.xml',
      description: 'Nyheter, tips och erfarenheter från våra tekniker och projekt.',
      language: 'sv-SE',
      items: docs.map((post) => ({
        title: post.title,
        path: publicPath('posts', post.slug),
        description: post.excerpt,
        publishedAt: post.publishedAt,
        author: post.authorName,
        categories: (post.categories ?? [])
          .filter((c): c is Category => typeof c === 'object' && c !== null)
          .map((c) => c.title),
      })),
    },
    siteUrl(),
  )
  return new Response(xml, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  })
}
