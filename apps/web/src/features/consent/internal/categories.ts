/**
 * The six consent categories (spec 1, 4.9), in the order the cookie value and the dialog list them.
 * One source: the cookie format, the settings global, the log and the placeholders read this list.
 */
export const CONSENT_CATEGORIES = [
  'necessary',
  'functional',
  'analytics',
  'performance',
  'advertisement',
  'other',
] as const

export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]

/** What the visitor allows, per category; `necessary` is always true. */
export type ConsentChoices = Record<ConsentCategory, boolean>

/** Default Swedish names, used where the editable settings are not at hand (placeholders). */
export const CATEGORY_LABELS: Record<ConsentCategory, string> = {
  necessary: 'Nödvändiga',
  functional: 'Funktionella',
  analytics: 'Analys',
  performance: 'Prestanda',
  advertisement: 'Marknadsföring',
  other: 'Övriga',
}

export const isConsentCategory = (value: unknown): value is ConsentCategory =>
  typeof value === 'string' && (CONSENT_CATEGORIES as readonly string[]).includes(value)

/** Only what is strictly necessary: the state before any choice, and after "Avvisa alla". */
export function necessaryOnly(): ConsentChoices {
  return {
    necessary: true,
    functional: false,
    analytics: false,
    performance: false,
    advertisement: false,
    other: false,
  }
}

/** Everything: "Acceptera alla". */
export function allAccepted(): ConsentChoices {
  return {
    necessary: true,
    functional: true,
    analytics: true,
    performance: true,
    advertisement: true,
    other: true,
  }
}
