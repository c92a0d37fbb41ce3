import { publicPath, type RoutedCollection } from './paths.public'

export type LinkData = {
  type?: 'reference' | 'custom' | null
  newTab?: boolean | null
  reference?: { relationTo: string; value: unknown } | null
  url?: string | null
  label?: string | null
}

const safeUrl = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#|\?)/

/**
 * The href of a link field, or null when it points nowhere: an unpublished or deleted document, or a
 * URL with a scheme we do not follow (javascript:, data:, protocol-relative //host).
 */
export function linkHref(link: LinkData | null | undefined): string | null {
  if (!link) return null
  if (link.type === 'custom') {
    const url = link.url?.trim()
    return url && safeUrl.test(url) ? url : null
  }
  const ref = link.reference
  if (!ref || typeof ref.value !== 'object' || ref.value === null) return null
  const slug = (ref.value as { slug?: string | null }).slug
  if (!slug) return null
  if (ref.relationTo === 'pages' || ref.relationTo === 'posts' || ref.relationTo === 'projects') {
    return publicPath(ref.relationTo as RoutedCollection, slug)
  }
  if (ref.relationTo === 'products') return `/produkt/${encodeURIComponent(slug)}`
  return null
}

/** Module link URLs (spec 2.3): '#anchor', site-relative paths or absolute http(s) addresses only. */
export function safeModuleUrl(url: string | null | undefined): string | null {
  const trimmed = url?.trim()
  return trimmed && safeUrl.test(trimmed) ? trimmed : null
}
