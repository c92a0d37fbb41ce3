import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1'
import type { Challenge, Payload as AltchaPayload } from 'altcha-lib/v1/types'
import type { Payload } from 'payload'

import { persistentSecret } from '@/platform/secrets'

import { botMessages } from './actions'
import type { BotVerdict } from './verdict'

/**
 * The default bot protection: ALTCHA's proof of work, served and checked by us (no third party, no
 * cookies). A challenge is bound to one action and expires; a solved challenge is accepted once.
 */

/** Long enough to fill a form after the first keystroke; short enough that a stock of solutions spoils. */
export const CHALLENGE_TTL_MS = 20 * 60 * 1000
/**
 * The largest number the browser may have to try: about a quarter of a second of SHA-256 on a phone
 * on average, a few milliseconds of server work to check. ALTCHA_MAX_NUMBER changes it (tests lower it).
 */
export const DEFAULT_MAX_NUMBER = 50_000

const hmacKey = () => persistentSecret('altcha-hmac-key', process.env.ALTCHA_HMAC_KEY)
const maxNumber = () => Number(process.env.ALTCHA_MAX_NUMBER) || DEFAULT_MAX_NUMBER

/** A fresh challenge for `action`; the action and the expiry travel in its signed salt. */
export function createBotChallenge(action: string, now = Date.now()): Promise<Challenge> {
  return createChallenge({
    hmacKey: hmacKey(),
    maxNumber: maxNumber(),
    expires: new Date(now + CHALLENGE_TTL_MS),
    params: { action },
  })
}

type Solution = AltchaPayload
const ALGORITHMS = new Set(['SHA-1', 'SHA-256', 'SHA-512'])

function decode(token: string): Solution | null {
  try {
    const json: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'))
    if (!json || typeof json !== 'object') return null
    const s = json as Record<string, unknown>
    return typeof s.challenge === 'string' &&
      typeof s.salt === 'string' &&
      typeof s.signature === 'string' &&
      typeof s.algorithm === 'string' &&
      ALGORITHMS.has(s.algorithm) &&
      typeof s.number === 'number'
      ? (s as unknown as Solution)
      : null
  } catch {
    return null
  }
}

/**
 * Checks a solved challenge (base64 JSON, as ALTCHA's widget sends it): signed by us, not expired,
 * solved, for this action, and not used before. Recording the use is the last step, so a refused
 * token is never burnt.
 */
export async function verifyAltcha(
  payload: Payload,
  token: string,
  action: string,
): Promise<BotVerdict> {
  if (token.length > 2000)
    return { ok: false, reason: 'altcha: too long', message: botMessages.invalid }
  const solution = decode(token)
  if (!solution) return { ok: false, reason: 'altcha: malformed', message: botMessages.invalid }
  const params = extractParams(solution)
  if (params.action !== action)
    return {
      ok: false,
      reason: `altcha: action ${params.action ?? '(none)'}, expected ${action}`,
      message: botMessages.invalid,
    }
  if (!(await verifySolution(solution, hmacKey(), true)))
    return {
      ok: false,
      reason: 'altcha: not solved, forged or expired',
      message: botMessages.invalid,
    }
  const expires = Number(params.expires) * 1000
  try {
    await payload.create({
      collection: 'bot-tokens',
      overrideAccess: true,
      data: {
        signature: solution.signature,
        action,
        expiresAt: new Date(Number.isFinite(expires) ? expires : Date.now()).toISOString(),
      },
    })
  } catch (error) {
    const seen = await payload.count({
      collection: 'bot-tokens',
      overrideAccess: true,
      where: { signature: { equals: solution.signature } },
    })
    if (seen.totalDocs > 0)
      return { ok: false, reason: 'altcha: used before', message: botMessages.replayed }
    throw error
  }
  return { ok: true }
}
