import { CONSENT_CATEGORIES, type ConsentChoices } from './categories'

/** The consent cookie (spec 4.9): its name and lifetime are part of the wire contract. */
export const CONSENT_COOKIE = 'smedja-consent'
/**
 * The policy version the visitor decided on. A cookie of its own, so the consent cookie keeps the
 * exact CookieYes value that tag-manager triggers parse.
 */
export const CONSENT_VERSION_COOKIE = 'smedja-consent-version'
/** 365 days (spec 9.8). */
export const CONSENT_MAX_AGE = 60 * 60 * 24 * 365

export type ConsentRecord = {
  /** Random, generated in the browser; shown in the dialog as proof for a data request. */
  consentId: string
  /** `consent:yes` when at least one optional category is allowed. */
  consent: boolean
  /** `action:yes` when the visitor made the choice (not a default). */
  action: boolean
  choices: ConsentChoices
}

/** Consent ids are letters, digits, `-` and `_`: nothing that could break the comma list. */
const CONSENT_ID = /^[A-Za-z0-9_-]{8,64}$/

export const isConsentId = (value: string): boolean => CONSENT_ID.test(value)

const yesNo = (value: boolean) => (value ? 'yes' : 'no')

/**
 * The cookie value in CookieYes' format, fields in its order:
 * `consentid:{id},consent:{yes|no},action:{yes|no},necessary:yes,functional:…,other:…`.
 * Kept byte for byte, so tag-manager triggers written for CookieYes keep working.
 */
export function formatConsentCookie(record: ConsentRecord): string {
  if (!isConsentId(record.consentId)) throw new Error('ogiltigt samtyckes-id')
  const fields = [
    `consentid:${record.consentId}`,
    `consent:${yesNo(record.consent)}`,
    `action:${yesNo(record.action)}`,
    ...CONSENT_CATEGORIES.map((category) =>
      category === 'necessary' ? 'necessary:yes' : `${category}:${yesNo(record.choices[category])}`,
    ),
  ]
  return fields.join(',')
}

/**
 * Reads a cookie value written by `formatConsentCookie` (or by CookieYes, whose value may carry
 * further fields or be percent-encoded). Anything that is not a complete, well-formed value is null:
 * the visitor is asked again rather than guessed for.
 */
export function parseConsentCookie(raw: string | null | undefined): ConsentRecord | null {
  if (!raw) return null
  let value = raw.trim()
  if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1)
  try {
    value = decodeURIComponent(value)
  } catch {
    return null
  }
  const fields = new Map<string, string>()
  for (const part of value.split(',')) {
    const colon = part.indexOf(':')
    if (colon < 1) return null
    const key = part.slice(0, colon).trim()
    if (fields.has(key)) return null
    fields.set(key, part.slice(colon + 1).trim())
  }
  const flag = (key: string): boolean | null => {
    const field = fields.get(key)
    return field === 'yes' ? true : field === 'no' ? false : null
  }
  const consentId = fields.get('consentid')
  const consent = flag('consent')
  const action = flag('action')
  if (!consentId || !isConsentId(consentId) || consent === null || action === null) return null
  const choices = {} as ConsentChoices
  for (const category of CONSENT_CATEGORIES) {
    const allowed = flag(category)
    if (allowed === null) return null
    choices[category] = allowed
  }
  // Necessary cookies cannot be refused; a value saying otherwise was not written by a consent tool.
  if (!choices.necessary) return null
  return { consentId, consent, action, choices }
}

/** A new consent id: 32 hex digits from the browser's (or Node's) random source. */
export function newConsentId(): string {
  const bytes = new Uint8Array(16)
  globalThis.crypto.getRandomValues(bytes)
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The `Set-Cookie`-style attributes for document.cookie: one year, Lax, Secure on https. */
export function cookieAttributes(https: boolean): string {
  return `; Path=/; Max-Age=${CONSENT_MAX_AGE}; SameSite=Lax${https ? '; Secure' : ''}`
}

/** One cookie's value out of a `document.cookie` string, or null. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return null
}
