import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { SITE_GLOBALS_TAG } from '@/platform/cacheTags'
import { payloadClient } from '@/platform/payload'

import { consentView, type ConsentSettingsData, type ConsentView, type Locale } from '../view'
import { CONSENT_SETTINGS_SLUG } from './ConsentSettings'

/**
 * The consent settings, read on every page (the layout's consent slot): kept in Next's data cache
 * under the site globals' tag, which the global's change hook expires.
 */
const readSettings = unstable_cache(
  async (locale: Locale) => {
    const payload = await payloadClient()
    return payload.findGlobal({ slug: CONSENT_SETTINGS_SLUG as never, depth: 0, locale })
  },
  ['consent-settings'],
  { tags: [SITE_GLOBALS_TAG] },
)

export async function getConsentView(locale: Locale = 'sv'): Promise<ConsentView> {
  return consentView((await readSettings(locale)) as ConsentSettingsData, locale)
}

/** The same view read straight from the database (no Next cache): for scripts and tests. */
export async function getConsentViewFromPayload(
  payload: Payload,
  locale: Locale,
): Promise<ConsentView> {
  const data = await payload.findGlobal({ slug: CONSENT_SETTINGS_SLUG as never, depth: 0, locale })
  return consentView(data as ConsentSettingsData, locale)
}
