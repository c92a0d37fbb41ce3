import {
  CONSENT_CATEGORIES,
  necessaryOnly,
  type ConsentCategory,
  type ConsentChoices,
} from './categories'
import {
  CONSENT_COOKIE,
  CONSENT_VERSION_COOKIE,
  parseConsentCookie,
  readCookie,
  type ConsentRecord,
} from './cookie'
import { readPageConfig } from './pageConfig'
import { effectiveChoices, needsAsking, parseVersion } from './policy'

/**
 * The visitor's consent in the browser: the cookie is the only state, so every island (and a second
 * copy of this module in another chunk) reads the same thing. Changes are announced as window events.
 */

const CHANGE_EVENT = 'smedja:consent-change'
const OPEN_EVENT = 'smedja:consent-open'

type ConsentWindow = Window & { smedjaConsentOpenRequested?: boolean }

export type StoredConsent = {
  record: ConsentRecord | null
  version: number | null
  /** The version this page's policy has (the stored one where the page does not say). */
  currentVersion: number
  /** True when the stored decision applies (exists and is not older than the policy). */
  valid: boolean
}

export function globalPrivacyControl(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  )
}

export function readStoredConsent(): StoredConsent {
  const cookies = typeof document === 'undefined' ? '' : document.cookie
  const record = parseConsentCookie(readCookie(cookies, CONSENT_COOKIE))
  const version = parseVersion(readCookie(cookies, CONSENT_VERSION_COOKIE))
  const currentVersion = readPageConfig()?.version ?? version ?? 1
  return {
    record,
    version,
    currentVersion,
    valid: !needsAsking(record?.action === true, version, currentVersion),
  }
}

/** What applies now: the stored choices if they are valid, else only the necessary; GPC applied. */
export function currentChoices(): ConsentChoices {
  const stored = readStoredConsent()
  const choices = stored.valid && stored.record ? stored.record.choices : necessaryOnly()
  return effectiveChoices(choices, globalPrivacyControl())
}

export function hasConsent(category: ConsentCategory): boolean {
  if (category === 'necessary') return true
  if (typeof document === 'undefined') return false
  return currentChoices()[category]
}

export function onConsentChange(listener: (choices: ConsentChoices) => void): () => void {
  if (typeof window === 'undefined') return () => undefined
  const handle = (event: Event) => listener((event as CustomEvent<ConsentChoices>).detail)
  window.addEventListener(CHANGE_EVENT, handle)
  return () => window.removeEventListener(CHANGE_EVENT, handle)
}

export function whenConsented(category: ConsentCategory, run: () => void): () => void {
  if (hasConsent(category)) {
    run()
    return () => undefined
  }
  const stop = onConsentChange((choices) => {
    if (!choices[category]) return
    stop()
    run()
  })
  return stop
}

/** Asks the banner to open the preferences dialog (it loads the dialog's code on demand). */
export function openConsentPreferences(): void {
  if (typeof window === 'undefined') return
  // Kept for a banner that has not mounted yet; it opens the dialog as soon as it does.
  ;(window as ConsentWindow).smedjaConsentOpenRequested = true
  window.dispatchEvent(new Event(OPEN_EVENT))
}

/** For the banner: whether the dialog was asked for, clearing the request. */
export function takeOpenRequest(): boolean {
  const w = window as ConsentWindow
  const requested = w.smedjaConsentOpenRequested === true
  w.smedjaConsentOpenRequested = false
  return requested
}

export function onOpenRequest(listener: () => void): () => void {
  window.addEventListener(OPEN_EVENT, listener)
  return () => window.removeEventListener(OPEN_EVENT, listener)
}

/**
 * Records the visitor's decision. The code that writes (cookie, log, Consent Mode update) loads on
 * the first decision, not with every page.
 */
export async function decide(requested: ConsentChoices): Promise<ConsentRecord> {
  const { recordDecision } = await import('./decide')
  return recordDecision(requested)
}

/** Allows one more category on top of what applies now (a placeholder's "Tillåt …"). */
export function allowCategory(category: ConsentCategory): Promise<ConsentRecord> {
  return decide({ ...currentChoices(), [category]: true })
}

/** For decide.ts: tells every island about a decision. */
export function announce(choices: ConsentChoices): void {
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: choices }))
}

export { CONSENT_CATEGORIES }
