import { type ConsentChoices } from './categories'

/**
 * Whether the banner asks: when there is no valid decision, or the decision was made under an older
 * policy version (staff raise the version when the cookie list changes). A missing or unreadable
 * stored version counts as older than any published one.
 */
export function needsAsking(
  decided: boolean,
  storedVersion: number | null,
  currentVersion: number,
): boolean {
  if (!decided) return true
  if (storedVersion === null || !Number.isInteger(storedVersion)) return true
  return storedVersion < currentVersion
}

/** A stored policy version from its cookie value, or null when it is not a whole number. */
export function parseVersion(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw.trim())) return null
  return Number(raw.trim())
}

/**
 * What applies on this page: the stored choices, with advertisement refused whenever the browser
 * sends the Global Privacy Control signal, whatever the cookie says.
 */
export function effectiveChoices(
  choices: ConsentChoices,
  globalPrivacyControl: boolean,
): ConsentChoices {
  return globalPrivacyControl
    ? { ...choices, necessary: true, advertisement: false }
    : { ...choices, necessary: true }
}

/** `consent:yes` in the cookie when any optional category is allowed. */
export function anyOptional(choices: ConsentChoices): boolean {
  return (Object.keys(choices) as (keyof ConsentChoices)[]).some(
    (category) => category !== 'necessary' && choices[category],
  )
}

/** How a decision came about, for the consent log. */
export type DecisionKind = 'first' | 'change' | 'withdrawal'

/**
 * First choice when nothing valid was stored; withdrawal when something was allowed and now nothing
 * optional is; otherwise a change (including a repeated or renewed choice).
 */
export function decisionKind(previous: ConsentChoices | null, next: ConsentChoices): DecisionKind {
  if (!previous) return 'first'
  if (anyOptional(previous) && !anyOptional(next)) return 'withdrawal'
  return 'change'
}
