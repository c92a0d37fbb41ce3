import type { ConsentChoices } from './categories'

/** The seven Google Consent Mode v2 signals. */
export const CONSENT_MODE_SIGNALS = [
  'ad_storage',
  'ad_user_data',
  'ad_personalization',
  'analytics_storage',
  'functionality_storage',
  'personalization_storage',
  'security_storage',
] as const

export type ConsentModeSignal = (typeof CONSENT_MODE_SIGNALS)[number]
export type ConsentModeState = Record<ConsentModeSignal, 'granted' | 'denied'>

/** Consent updates wait this long for the banner before tags fire (spec 9.8). */
export const CONSENT_MODE_WAIT_MS = 2000

/** Before any tag: everything denied. */
export function consentModeDefaults(): ConsentModeState & { wait_for_update: number } {
  const state = Object.fromEntries(
    CONSENT_MODE_SIGNALS.map((signal) => [signal, 'denied']),
  ) as ConsentModeState
  return { ...state, wait_for_update: CONSENT_MODE_WAIT_MS }
}

/**
 * Our categories as Consent Mode signals: advertisement drives the three ad signals, analytics the
 * analytics storage, functional the functionality and personalisation storage, and security storage
 * follows the necessary category (always allowed once the visitor has decided).
 */
export function consentModeUpdate(choices: ConsentChoices): ConsentModeState {
  const grant = (allowed: boolean): 'granted' | 'denied' => (allowed ? 'granted' : 'denied')
  return {
    ad_storage: grant(choices.advertisement),
    ad_user_data: grant(choices.advertisement),
    ad_personalization: grant(choices.advertisement),
    analytics_storage: grant(choices.analytics),
    functionality_storage: grant(choices.functional),
    personalization_storage: grant(choices.functional),
    security_storage: grant(choices.necessary),
  }
}
