/**
 * Cookie consent, server side (spec 1, 4.9, 7.4): the consent log's endpoint, the settings the
 * dialog reads, and the domain types. The browser's surface is client.ts and ConsentGate.tsx.
 */
export { postConsentLog, getConsentSettingsJson } from './internal/server/routes'
export {
  BANNER_VIEW_RATE_MAX,
  recordConsentEvent,
  countBannerView,
  viewDay,
} from './internal/server/record'
export { getConsentView, getConsentViewFromPayload } from './internal/server/settings'
export type { ConsentView } from './internal/view'
export type { ConsentCategory, ConsentChoices } from './internal/categories'
export { CONSENT_CATEGORIES } from './internal/categories'
export { CONSENT_COOKIE, formatConsentCookie, parseConsentCookie } from './internal/cookie'
