import type { ConsentChoices } from './categories'
import {
  CONSENT_COOKIE,
  CONSENT_VERSION_COOKIE,
  cookieAttributes,
  formatConsentCookie,
  newConsentId,
  type ConsentRecord,
} from './cookie'
import { updateConsentMode } from './gtag'
import { sendDecision } from './log'
import { anyOptional, decisionKind, effectiveChoices } from './policy'
import { announce, globalPrivacyControl, readStoredConsent } from './store'

function writeCookie(name: string, value: string): void {
  document.cookie = `${name}=${value}${cookieAttributes(location.protocol === 'https:')}`
}

/**
 * Records the visitor's decision: the cookie (keeping the consent id across changes), the policy
 * version, Google Consent Mode, the consent log, and every island listening. Loaded on the first
 * decision (store.ts `decide`), so pages do not carry it.
 */
export function recordDecision(requested: ConsentChoices): ConsentRecord {
  const stored = readStoredConsent()
  const previous = stored.valid && stored.record ? stored.record.choices : null
  const choices = effectiveChoices(requested, globalPrivacyControl())
  const record: ConsentRecord = {
    consentId: stored.record?.consentId ?? newConsentId(),
    consent: anyOptional(choices),
    action: true,
    choices,
  }
  writeCookie(CONSENT_COOKIE, formatConsentCookie(record))
  writeCookie(CONSENT_VERSION_COOKIE, String(stored.currentVersion))
  updateConsentMode(choices)
  void sendDecision({
    type: 'decision',
    requestId: newConsentId(),
    consentId: record.consentId,
    kind: decisionKind(previous, choices),
    choices,
    policyVersion: stored.currentVersion,
    page: location.pathname,
  })
  announce(choices)
  return record
}
