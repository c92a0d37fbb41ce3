import crypto from 'node:crypto'

import { persistentSecret } from '../secrets'

/**
 * Bot protection for the site's public forms (comments now, the form modules later): a honeypot field
 * and a minimum fill time proved by a signed timestamp token. Both run before anything is stored, and
 * a refusal says in Swedish what to do.
 *
 * Public pages are cached, so a token rendered into the page carries the time the page was generated,
 * not the time a visitor opened it. The form's island therefore asks for a fresh *fill* token when the
 * visitor starts filling the form; a visitor without JavaScript sends the page's own token, which only
 * proves that the form came from a recent page of ours. Both must be at least MIN_FILL_MS old.
 */

/** The honeypot's field name: a plausible field, hidden from people, that bots fill in. */
export const HONEYPOT_FIELD = 'website'
/** The token's field name. */
export const FORM_TOKEN_FIELD = 'form_token'

/** Nobody types a name, an address and a message in less. */
export const MIN_FILL_MS = 3_000
/** A fill token is asked for when the visitor starts typing; a day is more than anyone types. */
export const FILL_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000
/**
 * A page token lives as long as a cached page may be served: pages regenerate every 12 hours (and on
 * publish), and a stale one may be shown once more while it regenerates.
 */
export const PAGE_TOKEN_MAX_AGE_MS = 48 * 60 * 60 * 1000
/** Clock differences between instances that a token from "the future" is allowed. */
const CLOCK_SKEW_MS = 60_000

export type FormTokenKind = 'page' | 'fill'

export type FormGuardRefusal = {
  ok: false
  /** For the log. */
  reason: 'honeypot' | 'token-missing' | 'token-invalid' | 'too-fast' | 'expired'
  /** For the visitor. */
  message: string
}
export type FormGuardResult = { ok: true; kind: FormTokenKind } | FormGuardRefusal

export const formGuardMessages = {
  honeypot:
    'Det du skickade stoppades av vårt skräppostskydd eftersom ett dolt fält var ifyllt. Ladda om sidan och försök igen.',
  invalid: 'Formuläret kunde inte kontrolleras. Ladda om sidan och försök igen.',
  tooFast: 'Det gick lite för fort. Vänta några sekunder och skicka igen.',
  expired: 'Sidan har varit öppen för länge. Ladda om sidan och försök igen.',
} as const

const kindCode: Record<FormTokenKind, string> = { page: 'p', fill: 'f' }
const TOKEN = /^([0-9a-z]{1,12})\.([pf])\.([0-9a-f]{32})$/

// The nonce secret: these tokens are the same kind of thing as the page-builder nonces (proofs embedded
// in cached pages), so every instance that shares NONCE_SECRET accepts them; the HMAC's message starts
// with 'form-guard|', so a token can never pass for a nonce or the other way round.
function secret(): string {
  return persistentSecret('nonce-secret', process.env.NONCE_SECRET)
}

function sign(scope: string, kind: string, issuedAt: number, key: string): string {
  return crypto
    .createHmac('sha256', key)
    .update(`form-guard|${scope}|${kind}|${issuedAt}`)
    .digest('hex')
    .slice(0, 32)
}

/**
 * A token for one form (`scope`, e.g. `comment:/blogg/slug`) issued at `now`: the issue time in base 36,
 * the kind and an HMAC over both and the scope, so it cannot be moved to another form or back-dated.
 */
export function issueFormToken(
  scope: string,
  kind: FormTokenKind,
  now = Date.now(),
  key = secret(),
): string {
  const code = kindCode[kind]
  return `${now.toString(36)}.${code}.${sign(scope, code, now, key)}`
}

/**
 * Checks a submitted form's honeypot and token. The honeypot comes first: a filled honeypot is a bot
 * whatever its token says.
 */
export function checkFormGuard(
  fields: Record<string, unknown>,
  scope: string,
  now = Date.now(),
  key = secret(),
): FormGuardResult {
  const trap = fields[HONEYPOT_FIELD]
  if (typeof trap === 'string' ? trap.trim() !== '' : trap != null)
    return { ok: false, reason: 'honeypot', message: formGuardMessages.honeypot }
  const token = fields[FORM_TOKEN_FIELD]
  if (token == null || token === '')
    return { ok: false, reason: 'token-missing', message: formGuardMessages.invalid }
  const match = typeof token === 'string' ? TOKEN.exec(token) : null
  const issuedAt = match ? parseInt(match[1]!, 36) : NaN
  if (!match || !Number.isSafeInteger(issuedAt))
    return { ok: false, reason: 'token-invalid', message: formGuardMessages.invalid }
  const expected = Buffer.from(sign(scope, match[2]!, issuedAt, key))
  if (!crypto.timingSafeEqual(expected, Buffer.from(match[3]!)) || issuedAt > now + CLOCK_SKEW_MS)
    return { ok: false, reason: 'token-invalid', message: formGuardMessages.invalid }
  const kind: FormTokenKind = match[2] === 'f' ? 'fill' : 'page'
  const age = now - issuedAt
  if (age < MIN_FILL_MS)
    return { ok: false, reason: 'too-fast', message: formGuardMessages.tooFast }
  const maxAge = kind === 'fill' ? FILL_TOKEN_MAX_AGE_MS : PAGE_TOKEN_MAX_AGE_MS
  if (age > maxAge) return { ok: false, reason: 'expired', message: formGuardMessages.expired }
  return { ok: true, kind }
}
