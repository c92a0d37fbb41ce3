/**
 * Sends one client (IP address) may make through the contact forms of the whole site in a window.
 * Counted from the stored submissions, so every process behind the front cache sees the same count.
 * FORMS_RATE_LIMIT_MAX raises it (the benchmark's loopback senders all share one address).
 */
export const CONTACT_RATE_WINDOW_MS = 10 * 60 * 1000
export const DEFAULT_CONTACT_RATE_MAX = 5

export function contactRateMax(env = process.env): number {
  const configured = Number(env.FORMS_RATE_LIMIT_MAX)
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_CONTACT_RATE_MAX
}

/** Without a key from the island, the same content to the same form within this is one send. */
export const CONTACT_DEDUPE_WINDOW_MS = 10 * 60 * 1000

/** The longest value one field may carry (a long message is a few thousand characters). */
export const MAX_VALUE_LENGTH = 5000
