import type { RoutedCollection } from './paths.public'
import { publicPath } from './paths.public'

/** The admin's live preview loads the public page through /next/preview, which turns on draft (builder) mode. */
export function previewUrl(collection: RoutedCollection, slug: string | null | undefined): string {
  const params = new URLSearchParams({ path: publicPath(collection, slug), collection, slug: slug ?? '' })
  return `/next/preview?${params.toString()}`
}

export const previewBreakpoints = [
  { label: 'Mobil', name: 'phone', width: 375, height: 812 },
  { label: 'Surfplatta', name: 'tablet', width: 820, height: 1180 },
  { label: 'Dator', name: 'desktop', width: 1440, height: 900 },
]
