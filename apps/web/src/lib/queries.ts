import type { Footer, Header, Page, Post, Project, SiteSetting } from '@/payload-types'

import { payloadClient } from './payload'
import { HOME_SLUG } from './paths.public'

type Options = { draft?: boolean; locale?: 'sv' | 'en' }

// Drafts are read only in the live preview (draft mode), where the editor is signed in.
export async function getPageBySlug(
  slug: string,
  { draft = false, locale = 'sv' }: Options = {},
): Promise<Page | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug || HOME_SLUG } },
    draft,
    locale,
    limit: 1,
    depth: 3,
    overrideAccess: draft,
    pagination: false,
  })
  return docs[0] ?? null
}

export async function getPostBySlug(
  slug: string,
  { draft = false, locale = 'sv' }: Options = {},
): Promise<Post | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'posts',
    where: { slug: { equals: slug } },
    draft,
    locale,
    limit: 1,
    depth: 2,
    overrideAccess: draft,
    pagination: false,
  })
  return docs[0] ?? null
}

export async function getProjectBySlug(
  slug: string,
  { draft = false, locale = 'sv' }: Options = {},
): Promise<Project | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'projects',
    where: { slug: { equals: slug } },
    draft,
    locale,
    limit: 1,
    depth: 3,
    overrideAccess: draft,
    pagination: false,
  })
  return docs[0] ?? null
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

export async function getHeader(): Promise<Header> {
  const payload = await payloadClient()
  return payload.findGlobal({ slug: 'header', depth: 2 })
}

export async function getFooter(): Promise<Footer> {
  const payload = await payloadClient()
  return payload.findGlobal({ slug: 'footer', depth: 2 })
}

export async function getSiteSettings(): Promise<SiteSetting> {
  const payload = await payloadClient()
  return payload.findGlobal({ slug: 'site-settings', depth: 1 })
}
