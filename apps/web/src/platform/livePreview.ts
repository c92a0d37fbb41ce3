import type { RoutedCollection } from './paths.public'
import { publicPath } from './paths.public'
import { slugify } from './slugify'

/** The admin's live preview loads the public page through /next/preview, which turns on draft (builder) mode. */
export function previewUrl(collection: RoutedCollection, slug: string | null | undefined): string {
  const params = new URLSearchParams({
    path: publicPath(collection, slug),
    collection,
    slug: slug ?? '',
  })
  return `/next/preview?${params.toString()}`
}

export const previewBreakpoints = [
  { label: 'Mobil', name: 'phone', width: 375, height: 812 },
  { label: 'Surfplatta', name: 'tablet', width: 820, height: 1180 },
  { label: 'Dator', name: 'desktop', width: 1440, height: 900 },
]

/** The slug a preview should load: the saved one, or the one the title will give on first save. */
export function previewSlug(data: Record<string, unknown> | null | undefined): string {
  const slug = typeof data?.slug === 'string' ? data.slug : ''
  if (slug) return slug
  return typeof data?.title === 'string' ? slugify(data.title) : ''
}
