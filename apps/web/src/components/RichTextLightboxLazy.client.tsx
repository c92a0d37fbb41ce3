'use client'

import dynamic from 'next/dynamic'

/**
 * The rich-text lightbox through a dynamic import: the post, project and page routes import RichText
 * on every page, and a client component imported statically would land in their entry scripts. This
 * way only a page whose rich text shows an image fetches the island (it is still rendered on the
 * server, so its links are there before any script runs).
 */
export const RichTextLightbox = dynamic(() =>
  import('./RichTextLightbox.client').then((m) => m.RichTextLightbox),
)
