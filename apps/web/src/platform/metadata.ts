import type { Metadata } from 'next'

import type { Media } from '@/payload-types'

import { siteUrl } from './siteUrl'

type Meta =
  | { title?: string | null; description?: string | null; image?: number | Media | null }
  | null
  | undefined

function absolute(url: string | null | undefined, base: string): string | undefined {
  if (!url) return undefined
  return url.startsWith('http') ? url : `${base}${url}`
}

/** SEO and Open Graph tags from a document's meta group, with the site's defaults as fallback. */
export function buildMetadata({
  meta,
  title,
  description,
  path,
  siteName,
  fallbackImage,
  type = 'website',
}: {
  meta: Meta
  title: string
  description?: string | null
  path: string
  siteName: string
  fallbackImage?: number | Media | null
  type?: 'website' | 'article'
}): Metadata {
  const base = siteUrl()
  const image =
    (meta?.image && typeof meta.image === 'object' ? meta.image : null) ??
    (fallbackImage && typeof fallbackImage === 'object' ? fallbackImage : null)
  const imageUrl = absolute(image?.sizes?.og?.url ?? image?.url, base)
  const fullTitle = meta?.title || `${title} | ${siteName}`
  const desc = meta?.description || description || undefined
  return {
    // Absolute: the SEO title already names the site, so the layout's `%s | site` template is skipped.
    title: { absolute: fullTitle },
    description: desc,
    alternates: { canonical: `${base}${path}` },
    openGraph: {
      title: fullTitle,
      description: desc,
      url: `${base}${path}`,
      siteName,
      locale: 'sv_SE',
      type,
      images: imageUrl
        ? [{ url: imageUrl, width: 1200, height: 630, alt: image?.alt ?? '' }]
        : undefined,
    },
    twitter: {
      card: imageUrl ? 'summary_large_image' : 'summary',
      title: fullTitle,
      description: desc,
    },
  }
}
