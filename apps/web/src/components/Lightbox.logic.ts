import type { Media } from '@/payload-types'

/** One image in the lightbox: the full-size file, its alt text and its caption. */
export type LightboxItem = {
  src: string
  width: number
  height: number
  alt: string
  caption?: string | null
}

/** Steps through the items, wrapping around at both ends. */
export function stepIndex(index: number, step: number, count: number): number {
  return count ? (((index + step) % count) + count) % count : 0
}

/** A populated image media document as a lightbox item; null for ids, videos and missing files. */
export function lightboxItem(
  media: Media | number | null | undefined,
  caption?: string | null,
): LightboxItem | null {
  if (!media || typeof media !== 'object' || !media.url || !media.mimeType?.startsWith('image/'))
    return null
  return {
    src: media.url,
    width: media.width ?? 1200,
    height: media.height ?? 800,
    alt: media.alt ?? '',
    caption: caption ?? media.caption ?? null,
  }
}
