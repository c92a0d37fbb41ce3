import type { Media } from '@/payload-types'

import type { CarouselThumbnail } from './CarouselHost.client'

/** The small rendition of an image for a thumbnail strip; null for missing or non-image media. */
export function thumbnailOf(media: Media | number | null | undefined): CarouselThumbnail | null {
  if (!media || typeof media !== 'object' || !media.mimeType?.startsWith('image/')) return null
  const small = media.sizes?.thumbnail
  if (small?.url) return { src: small.url, width: small.width, height: small.height }
  return media.url ? { src: media.url, width: media.width, height: media.height } : null
}
