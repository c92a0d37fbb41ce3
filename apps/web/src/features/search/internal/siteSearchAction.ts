import type { Payload } from 'payload'
import { z } from 'zod'

import { defineAjaxAction } from '@/platform/ajax/types'
import { publicPath } from '@/platform/paths.public'

const schema = z.object({
  action: z.literal('smedja_site_search'),
  q: z
    .string({ error: 'Skriv vad du söker efter.' })
    .trim()
    .min(2, 'Skriv minst två tecken.')
    .max(100, 'Sökningen får vara högst 100 tecken.'),
})

export type SearchHit = {
  type: 'page' | 'post' | 'project'
  title: string
  url: string
  excerpt: string | null
}

/** Published pages, posts and projects whose title (or summary) contains the query. */
export async function searchSite(payload: Payload, q: string, limit = 5): Promise<SearchHit[]> {
  const common = { limit, depth: 0, overrideAccess: false, pagination: false } as const
  const [pages, posts, projects] = await Promise.all([
    payload.find({
      collection: 'pages',
      ...common,
      where: { and: [{ _status: { equals: 'published' } }, { title: { like: q } }] },
      select: { title: true, slug: true },
    }),
    payload.find({
      collection: 'posts',
      ...common,
      where: {
        and: [
          { _status: { equals: 'published' } },
          { or: [{ title: { like: q } }, { excerpt: { like: q } }] },
        ],
      },
      select: { title: true, slug: true, excerpt: true },
    }),
    payload.find({
      collection: 'projects',
      ...common,
      where: {
        and: [
          { _status: { equals: 'published' } },
          { or: [{ title: { like: q } }, { excerpt: { like: q } }] },
        ],
      },
      select: { title: true, slug: true, excerpt: true },
    }),
  ])
  return [
    ...pages.docs.map((d) => ({
      type: 'page' as const,
      title: d.title,
      url: publicPath('pages', d.slug),
      excerpt: null,
    })),
    ...posts.docs.map((d) => ({
      type: 'post' as const,
      title: d.title,
      url: publicPath('posts', d.slug),
      excerpt: d.excerpt ?? null,
    })),
    ...projects.docs.map((d) => ({
      type: 'project' as const,
      title: d.title,
      url: publicPath('projects', d.slug),
      excerpt: d.excerpt ?? null,
    })),
  ]
}

/** Header search suggestions: published pages, posts and projects whose title or summary matches. */
export const siteSearchAction = defineAjaxAction({
  name: 'smedja_site_search',
  nonce: 'et_frontend_nonce',
  schema,
  async handle({ q }, { payload }) {
    const hits = await searchSite(payload, q)
    return { query: q, hits }
  },
})
