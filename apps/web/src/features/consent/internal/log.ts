import type { ConsentChoices } from './categories'
import type { DecisionKind } from './policy'

import { CONSENT_LOG_PATH } from './beacon'

export type DecisionPayload = {
  type: 'decision'
  /** Generated once per decision: a retried request is stored once. */
  requestId: string
  consentId: string
  kind: DecisionKind
  choices: ConsentChoices
  policyVersion: number
  page: string
}

const RETRY_DELAYS_MS = [1000, 3000, 9000]

/**
 * Sends a decision to the log, retrying network failures and server errors with the same request id
 * (the server stores it once). A refusal (4xx) is final.
 */
export async function sendDecision(payload: DecisionPayload, attempt = 0): Promise<boolean> {
  try {
    const response = await fetch(CONSENT_LOG_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      keepalive: true,
      credentials: 'same-origin',
    })
    if (response.ok) return true
    if (response.status < 500 && response.status !== 429) return false
  } catch {
    // Offline or the page is closing; retried below while the page lives.
  }
  const delay = RETRY_DELAYS_MS[attempt]
  if (delay === undefined) return false
  await new Promise((resolve) => setTimeout(resolve, delay))
  return sendDecision(payload, attempt + 1)
}
