import type { Media, RichTextGalleryBlock } from '@/payload-types'

import { lightboxItem, type LightboxItem } from './Lightbox.logic'

type AnyNode = { type?: string; children?: unknown; value?: unknown; fields?: unknown }

/** An image of a rich text: its media document and what the lightbox shows of it. */
export type RichTextImage = { media: Media; item: LightboxItem }

/**
 * The image as it appears in a rich text: a populated image upload, with the media's caption, or its
 * alt text when it has none, as the lightbox caption. Null for ids, videos and missing files.
 */
export function richTextImage(value: unknown): RichTextImage | null {
  const media = value && typeof value === 'object' ? (value as Media) : null
  const item = lightboxItem(media, media?.caption || media?.alt || null)
  return media && item ? { media, item } : null
}

/** The images of a "Bildgalleri" block that can be shown, in the editor's order. */
export function galleryImages(fields: Pick<RichTextGalleryBlock, 'images'>): RichTextImage[] {
  return (fields.images ?? [])
    .map(richTextImage)
    .filter((image): image is RichTextImage => image !== null)
}

function isGalleryFields(fields: unknown): fields is RichTextGalleryBlock {
  return (
    typeof fields === 'object' &&
    fields !== null &&
    (fields as { blockType?: unknown }).blockType === 'richTextGallery'
  )
}

/**
 * Every image of a rich text that opens in its lightbox, in reading order: image uploads and the
 * images of "Bildgalleri" blocks. The page loads the lightbox island only when this is not empty.
 */
export function richTextImages(data: { root?: unknown } | null | undefined): RichTextImage[] {
  const found: RichTextImage[] = []
  const visit = (node: AnyNode) => {
    if (node.type === 'upload') {
      const image = richTextImage(node.value)
      if (image) found.push(image)
    } else if (node.type === 'block' && isGalleryFields(node.fields)) {
      found.push(...galleryImages(node.fields))
    }
    if (Array.isArray(node.children)) for (const child of node.children) visit(child as AnyNode)
  }
  if (data?.root && typeof data.root === 'object') visit(data.root as AnyNode)
  return found
}
