import type { ConsentChoices } from './categories'
import { consentModeDefaults, consentModeUpdate } from './consentMode'

type DataLayerWindow = Window & { dataLayer?: unknown[]; smedjaConsentDefaults?: boolean }

/**
 * Pushes one gtag command onto the data layer. gtag.js reads `arguments` objects, not arrays, so
 * this keeps gtag's own shape without defining `window.gtag` (that appears only when GA4 loads).
 */
export const pushGtag: (...args: unknown[]) => void = function () {
  const w = window as DataLayerWindow
  // eslint-disable-next-line prefer-rest-params
  ;(w.dataLayer ??= []).push(arguments)
}

/** Consent Mode v2 defaults (all denied), once per page, before any tag can load. */
export function ensureConsentDefaults(): void {
  const w = window as DataLayerWindow
  if (w.smedjaConsentDefaults) return
  w.smedjaConsentDefaults = true
  pushGtag('consent', 'default', consentModeDefaults())
}

/** Tells Google's tags about a decision (or the stored one when the page opens). */
export function updateConsentMode(choices: ConsentChoices): void {
  ensureConsentDefaults()
  pushGtag('consent', 'update', consentModeUpdate(choices))
}
