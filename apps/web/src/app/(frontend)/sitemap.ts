import type { MetadataRoute } from 'next'

import { featureSitemapEntries } from '@/features/registry'
import { HOME_SLUG, publicPath } from '@/platform/paths.public'
import { payloadClient } from '@/platform/payload'
import { publishedSlugs } from '@/platform/queries'
import { siteUrl } from '@/platform/siteUrl'

// Regenerated with the pages it lists (hooks/revalidate.ts) and at least hourly.
export const revalidate = 3600

const newest = (docs: { updatedAt: string }[]) =>
  docs
    .map((d) => d.updatedAt)
    .sort()
    .at(-1)

/**
 * Every public URL: published pages, posts and projects, their listings, and what each feature serves
 * (shop listing and products, team profiles). Only what an anonymous visitor may read is listed, so
 * drafts, members-only content, cart, checkout, account, admin and API never appear.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl()
  const payload = await payloadClient()
  const [pages, posts, projects, fromFeatures] = await Promise.all([
    publishedSlugs('pages'),
    publishedSlugs('posts'),
    publishedSlugs('projects'),
    featureSitemapEntries(payload),
  ])
  const entries: MetadataRoute.Sitemap = [
    ...pages.map(({ slug, updatedAt }) => ({
      url: `${base}${publicPath('pages', slug)}`,
      lastModified: updatedAt,
      priority: slug === HOME_SLUG ? 1 : 0.8,
    })),
    { url: `${base}/blogg`, lastModified: newest(posts), priority: 0.6 },
    ...posts.map(({ slug, updatedAt }) => ({
      url: `${base}${publicPath('posts', slug)}`,
      lastModified: updatedAt,
      priority: 0.5,
    })),
    { url: `${base}/projekt`, lastModified: newest(projects), priority: 0.6 },
    ...projects.map(({ slug, updatedAt }) => ({
      url: `${base}${publicPath('projects', slug)}`,
      lastModified: updatedAt,
      priority: 0.5,
    })),
    ...fromFeatures.map(({ path, lastModified, priority }) => ({
      url: `${base}${path}`,
      lastModified,
      priority,
    })),
  ]
  return entries
}
