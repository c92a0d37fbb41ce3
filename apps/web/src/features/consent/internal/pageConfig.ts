/**
 * What the server tells the browser about consent, in a non-executable JSON element the layout
 * renders on every page (slots.tsx): the policy version and the configured tag ids. Cached pages are
 * the same for every visitor; the visitor's own state lives in the cookie.
 */
export const PAGE_CONFIG_ELEMENT_ID = 'smedja-consent-config'

export type ConsentTags = {
  gtmContainerId: string | null
  ga4MeasurementId: string | null
  metaPixelId: string | null
  googleAdsId: string | null
}

export type ConsentPageConfig = {
  version: number
  tags: ConsentTags
}

let cached: ConsentPageConfig | null | undefined

/** The page's consent configuration, or null where the layout did not render one (e.g. the admin). */
export function readPageConfig(): ConsentPageConfig | null {
  if (cached !== undefined) return cached
  if (typeof document === 'undefined') return null
  const element = document.getElementById(PAGE_CONFIG_ELEMENT_ID)
  try {
    const parsed = element?.textContent
      ? (JSON.parse(element.textContent) as ConsentPageConfig)
      : null
    cached = parsed && Number.isInteger(parsed.version) ? parsed : null
  } catch {
    cached = null
  }
  return cached
}
