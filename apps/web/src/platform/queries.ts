import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { MEMBER_CONTENT_CONTEXT } from '@/access/publishedForVisitors'
import type { Footer, Header, Page, Post, Project, SiteSetting } from '@/payload-types'

import { payloadClient } from './payload'
import { SITE_GLOBALS_TAG } from './cacheTags'
import { HOME_SLUG } from './paths.public'

type Options = { draft?: boolean; locale?: 'sv' | 'en' }

// Drafts are read only in the live preview (draft mode), where the editor is signed in.
// React's cache() dedupes within one render: a route's generateMetadata, its page and the layout ask for
// the same document and globals, and would otherwise query the database once each. Arguments are kept
// primitive so that equal calls hit the cache.
const findBySlugCached = cache(
  async (
    collection: 'pages' | 'posts' | 'projects',
    slug: string,
    depth: number,
    draft: boolean,
    locale: 'sv' | 'en',
  ) => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection,
      where: { slug: { equals: slug } },
      draft,
      locale,
      limit: 1,
      depth,
      overrideAccess: draft,
      // Members-only documents too: their routes show them only to visitors allowed (features/sso).
      context: { [MEMBER_CONTENT_CONTEXT]: true },
      pagination: false,
    })
    return docs[0] ?? null
  },
)

// Each getter names its collection, so the document type is known from it.
const findBySlug = (
  collection: 'pages' | 'posts' | 'projects',
  slug: string,
  depth: number,
  { draft = false, locale = 'sv' }: Options,
) => findBySlugCached(collection, slug, depth, draft, locale)

export function getPageBySlug(slug: string, options: Options = {}): Promise<Page | null> {
  return findBySlug('pages', slug || HOME_SLUG, 3, options) as Promise<Page | null>
}

export function getPostBySlug(slug: string, options: Options = {}): Promise<Post | null> {
  return findBySlug('posts', slug, 2, options) as Promise<Post | null>
}

export function getProjectBySlug(slug: string, options: Options = {}): Promise<Project | null> {
  return findBySlug('projects', slug, 3, options) as Promise<Project | null>
}

export async function listPosts({
  page = 1,
  limit = 9,
  locale = 'sv',
}: { page?: number; limit?: number; locale?: 'sv' | 'en' } = {}) {
  const payload = await payloadClient()
  return payload.find({
    collection: 'posts',
    where: { _status: { equals: 'published' } },
    sort: '-publishedAt',
    page,
    limit,
    depth: 1,
    locale,
    overrideAccess: false,
  })
}

export async function listProjects({ locale = 'sv' }: { locale?: 'sv' | 'en' } = {}) {
  const payload = await payloadClient()
  return payload.find({
    collection: 'projects',
    where: { _status: { equals: 'published' } },
    sort: '-year',
    limit: 100,
    depth: 1,
    locale,
    overrideAccess: false,
  })
}

/** Slugs of every published document of a collection, for static generation and the sitemap. */
export async function publishedSlugs(collection: 'pages' | 'posts' | 'projects') {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection,
    where: { _status: { equals: 'published' } },
    select: { slug: true, updatedAt: true },
    limit: 1000,
    pagination: false,
    overrideAccess: false,
  })
  return docs.map((d) => ({ slug: d.slug ?? '', updatedAt: d.updatedAt }))
}

/**
 * Header, footer and settings are on every page, and dynamic pages (search, cart, checkout, account)
 * would read all three from the database on every request. They are kept in Next's data cache across
 * requests instead, under one tag that the globals' change hook expires (hooks/revalidate.ts); a
 * `revalidatePath('/', 'layout')` expires them too. Menu links need only the address of the document
 * they point to, so only its slug and title are read, not the whole page with its layout.
 */
const linkedDocument = { slug: true, title: true } as const
const linkTargets = {
  pages: linkedDocument,
  posts: linkedDocument,
  projects: linkedDocument,
  products: linkedDocument,
}

const readGlobal = unstable_cache(
  async (slug: 'header' | 'footer' | 'site-settings') => {
    const payload = await payloadClient()
    return payload.findGlobal({ slug, depth: 1, populate: linkTargets })
  },
  ['site-global'],
  { tags: [SITE_GLOBALS_TAG] },
)

export const getHeader = cache(async (): Promise<Header> => (await readGlobal('header')) as Header)

export const getFooter = cache(async (): Promise<Footer> => (await readGlobal('footer')) as Footer)

export const getSiteSettings = cache(
  async (): Promise<SiteSetting> => (await readGlobal('site-settings')) as SiteSetting,
)
