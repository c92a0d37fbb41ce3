import type { MetadataRoute } from 'next'

import { listTeamMemberSlugs, teamMemberPath } from '@/features/team'
import { HOME_SLUG, publicPath } from '@/platform/paths.public'
import { payloadClient } from '@/platform/payload'
import { publishedSlugs } from '@/platform/queries'
import { siteUrl } from '@/platform/siteUrl'

export const revalidate = 3600

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl()
  const [pages, posts, projects, team] = await Promise.all([
    publishedSlugs('pages'),
    publishedSlugs('posts'),
    publishedSlugs('projects'),
    payloadClient().then(listTeamMemberSlugs),
  ])
  return [
    ...pages.map(({ slug, updatedAt }) => ({
      url: `${base}${publicPath('pages', slug)}`,
      lastModified: updatedAt,
      priority: slug === HOME_SLUG ? 1 : 0.8,
    })),
    { url: `${base}/blogg`, priority: 0.6 },
    ...posts.map(({ slug, updatedAt }) => ({
      url: `${base}${publicPath('posts', slug)}`,
      lastModified: updatedAt,
      priority: 0.5,
    })),
    { url: `${base}/projekt`, priority: 0.6 },
    ...projects.map(({ slug, updatedAt }) => ({
      url: `${base}${publicPath('projects', slug)}`,
      lastModified: updatedAt,
      priority: 0.5,
    })),
    ...team.map((slug) => ({ url: `${base}${teamMemberPath(slug)}`, priority: 0.4 })),
  ]
}
