import type { Where } from 'payload'

import { payloadClient } from '@/platform/payload'
import type { Post, Project } from '@/payload-types'

/** Ids of a relationship field whether it came populated ({ id }) or as bare ids. */
export function relationIds(
  values: readonly (number | { id: number } | null | undefined)[] | null | undefined,
): number[] {
  const ids: number[] = []
  for (const value of values ?? []) {
    const id = typeof value === 'object' && value !== null ? value.id : value
    if (typeof id === 'number' && Number.isFinite(id)) ids.push(id)
  }
  return ids
}

/** Between 1 and max, the default when unset. */
export function clampCount(
  value: number | null | undefined,
  fallback: number,
  max: number,
): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 1) return fallback
  return Math.min(Math.floor(value), max)
}

type Options = { categoryIds: number[]; limit: number; locale: 'sv' | 'en' }

/** The latest published posts, of the given categories when any are given. */
export async function latestPosts({ categoryIds, limit, locale }: Options): Promise<Post[]> {
  const payload = await payloadClient()
  const where: Where = { _status: { equals: 'published' } }
  if (categoryIds.length) where.categories = { in: categoryIds }
  const { docs } = await payload.find({
    collection: 'posts',
    where,
    sort: '-publishedAt',
    limit,
    depth: 1,
    locale,
    overrideAccess: false,
    pagination: false,
  })
  return docs
}

/** Published projects, newest year first, of the given project categories when any are given. */
export async function projectsIn({ categoryIds, limit, locale }: Options): Promise<Project[]> {
  const payload = await payloadClient()
  const where: Where = { _status: { equals: 'published' } }
  if (categoryIds.length) where.projectCategories = { in: categoryIds }
  const { docs } = await payload.find({
    collection: 'projects',
    where,
    sort: ['-year', 'title'],
    limit,
    depth: 1,
    locale,
    overrideAccess: false,
    pagination: false,
  })
  return docs
}
