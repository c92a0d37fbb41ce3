import type { Footer, Header, Page, Post, Project, SiteSetting } from '@/payload-types'

import { payloadClient } from './payload'
import { HOME_SLUG } from './paths.public'

type Options = { draft?: boolean; locale?: 'sv' | 'en' }

// Drafts are read only in the live preview (draft mode), where the editor is signed in.
async function findBySlug<C extends 'pages' | 'posts' | 'projects'>(
  collection: C,
  slug: string,
  depth: number,
  { draft = false, locale = 'sv' }: Options,
) {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection,
    where: { slug: { equals: slug } },
    draft,
    locale,
    limit: 1,
    depth,
    overrideAccess: draft,
    pagination: false,
  })
  return docs[0] ?? null
}

export function getPageBySlug(slug: string, options: Options = {}): Promise<Page | null> {
  return findBySlug('pages', slug || HOME_SLUG, 3, options)
}

export function getPostBySlug(slug: string, options: Options = {}): Promise<Post | null> {
  return findBySlug('posts', slug, 2, options)
}

export function getProjectBySlug(slug: string, options: Options = {}): Promise<Project | null> {
  return findBySlug('projects', slug, 3, options)
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
