/**
 * The consent feature's browser surface, for any island on any page: tiny, no React. The cookie is
 * the state, so this is safe to import from several chunks.
 *
 *   hasConsent('functional')                      is the category allowed now?
 *   whenConsented('analytics', load)              runs now if allowed, else once when it is; returns cancel
 *   onConsentChange((choices) => …)               every decision; returns unsubscribe
 *   openConsentPreferences()                      opens the preferences dialog
 */
export type { ConsentCategory, ConsentChoices } from './internal/categories'
export {
  hasConsent,
  onConsentChange,
  openConsentPreferences,
  whenConsented,
} from './internal/store'
