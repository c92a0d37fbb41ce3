import { defineFeature } from '@/platform/feature'

import { ConsentBannerViews, ConsentRecords } from './internal/server/ConsentRecords'
import { ConsentSettings } from './internal/server/ConsentSettings'

/**
 * Cookie consent (spec 1, 4.9, 7.4): the banner and preferences dialog on every page, the consent
 * cookie in CookieYes' format, Google Consent Mode, the consent log, the tags loaded after consent,
 * and the placeholders (ConsentGate) that keep third-party content out until its category is allowed.
 */
export const consent = defineFeature({
  name: 'consent',
  collections: [ConsentRecords, ConsentBannerViews],
  globals: [ConsentSettings],
  slots: () => import('./slots'),
})
