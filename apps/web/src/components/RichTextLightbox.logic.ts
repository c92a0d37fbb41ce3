import type { LightboxItem } from './Lightbox.logic'

/**
 * The links of a rich text that open in its lightbox. The server writes what the viewer needs onto
 * each link (`href` the full-size file, `data-width`, `data-height`, `data-caption`; the alt text is
 * the image's own), so the island gets no data of its own and the page carries it only once.
 */
export const LIGHTBOX_LINK = 'a[data-lightbox]'

type LinkLike = Pick<Element, 'getAttribute' | 'querySelector'>

const size = (value: string | null, fallback: number) => {
  const n = Number(value)
  return Number.isFinite(n) && n > 0 ? n : fallback
}

/** The lightbox item a server-rendered image link describes. */
export function itemFromLink(link: LinkLike): LightboxItem {
  return {
    src: link.getAttribute('href') ?? '',
    width: size(link.getAttribute('data-width'), 1200),
    height: size(link.getAttribute('data-height'), 800),
    alt: link.querySelector('img')?.getAttribute('alt') ?? '',
    caption: link.getAttribute('data-caption') || null,
  }
}
