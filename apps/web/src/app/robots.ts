import type { MetadataRoute } from 'next'

import { siteUrl } from '@/platform/siteUrl'

/** Paths that are private to a visitor or an editor, or not pages at all. */
const PRIVATE_PATHS = ['/admin', '/api/', '/next/', '/varukorg', '/kassan', '/konto', '/sok']

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: PRIVATE_PATHS }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
