import type { ConsentCategory } from './categories'
import type { ConsentTags } from './pageConfig'

/**
 * The third-party tags the site can load after consent, each from its settings id: which category
 * allows it, what a valid id looks like, and the hosts the Content-Security-Policy must allow for it.
 * Pure: the settings' validation, the tag loader, the proxy's policy and the tests read this table.
 */
export type TagName = keyof ConsentTags

export type TagSpec = {
  category: ConsentCategory
  label: string
  /** How the id looks (checked when staff save it, and again before it is loaded). */
  pattern: RegExp
  example: string
  sources: TagSources
}

export type TagSources = { script: string[]; connect: string[]; img: string[]; frame: string[] }

const GTM = 'https://www.googletagmanager.com'
const GOOGLE_ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', GTM]

export const TAGS: Record<TagName, TagSpec> = {
  gtmContainerId: {
    category: 'analytics',
    label: 'Google Tag Manager',
    pattern: /^GTM-[A-Z0-9]{4,12}$/,
    example: 'GTM-ABC1234',
    sources: {
      script: [GTM],
      connect: GOOGLE_ANALYTICS,
      img: [GTM, ...GOOGLE_ANALYTICS],
      frame: [GTM],
    },
  },
  ga4MeasurementId: {
    category: 'analytics',
    label: 'Google Analytics 4',
    pattern: /^G-[A-Z0-9]{4,16}$/,
    example: 'G-ABC123DEF4',
    sources: { script: [GTM], connect: GOOGLE_ANALYTICS, img: GOOGLE_ANALYTICS, frame: [] },
  },
  metaPixelId: {
    category: 'advertisement',
    label: 'Meta-pixel',
    pattern: /^\d{6,20}$/,
    example: '123456789012345',
    sources: {
      script: ['https://connect.facebook.net'],
      connect: ['https://connect.facebook.net', 'https://www.facebook.com'],
      img: ['https://www.facebook.com'],
      frame: [],
    },
  },
  googleAdsId: {
    category: 'advertisement',
    label: 'Google Ads',
    pattern: /^AW-\d{6,15}$/,
    example: 'AW-123456789',
    sources: {
      script: [GTM, 'https://www.googleadservices.com', 'https://googleads.g.doubleclick.net'],
      connect: [
        'https://www.google.com',
        'https://googleads.g.doubleclick.net',
        'https://www.googleadservices.com',
      ],
      img: [
        'https://www.google.com',
        'https://googleads.g.doubleclick.net',
        'https://www.googleadservices.com',
      ],
      frame: ['https://td.doubleclick.net', GTM],
    },
  },
}

export const TAG_NAMES = Object.keys(TAGS) as TagName[]

/** The id if it is set and well-formed, else null (an invalid id is never loaded). */
export function validTagId(name: TagName, value: unknown): string | null {
  if (typeof value !== 'string') return null
  const id = value.trim()
  return TAGS[name].pattern.test(id) ? id : null
}

/** Only the well-formed ids of the settings. */
export function configuredTags(
  raw: Partial<Record<TagName, unknown>> | null | undefined,
): ConsentTags {
  return {
    gtmContainerId: validTagId('gtmContainerId', raw?.gtmContainerId),
    ga4MeasurementId: validTagId('ga4MeasurementId', raw?.ga4MeasurementId),
    metaPixelId: validTagId('metaPixelId', raw?.metaPixelId),
    googleAdsId: validTagId('googleAdsId', raw?.googleAdsId),
  }
}

/**
 * The hosts public pages must allow for the configured tags, and nothing for a tag that is not
 * configured: a site without tags keeps the policy it had.
 */
export function tagSources(tags: ConsentTags): TagSources {
  const merged: TagSources = { script: [], connect: [], img: [], frame: [] }
  for (const name of TAG_NAMES) {
    if (!tags[name]) continue
    for (const kind of Object.keys(merged) as (keyof TagSources)[]) {
      for (const source of TAGS[name].sources[kind])
        if (!merged[kind].includes(source)) merged[kind].push(source)
    }
  }
  return merged
}
