/** The public origin of the site, for absolute links in the sitemap, canonical tags and Open Graph. */
export function siteUrl(): string {
  const configured = process.env.SITE_URL || process.env.NEXT_PUBLIC_SITE_URL
  if (configured && /^https?:\/\//.test(configured)) return configured.replace(/\/+$/, '')
  return `http://localhost:${process.env.PORT ?? 3000}`
}
