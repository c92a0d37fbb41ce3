/**
 * /.well-known/security.txt (RFC 9116) from the site settings: where to report a vulnerability and
 * until when that information holds. Pure, so the route and the settings' validation share it.
 */

export type SecurityTxtInput = {
  contact?: string | null
  fallbackEmail?: string | null
  expires?: string | null
  policy?: string | null
  preferredLanguages?: string | null
  canonicalUrl: string
}

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/
const DAY = 24 * 60 * 60 * 1000
/** Used when the editor sets no date: RFC 9116 asks for less than a year. */
export const DEFAULT_VALIDITY_DAYS = 180

export function isSecurityContact(value: string): boolean {
  return EMAIL.test(value.trim()) || /^https:\/\/\S+$/.test(value.trim())
}

function contactUri(value: string): string {
  const v = value.trim()
  return EMAIL.test(v) ? `mailto:${v}` : v
}

/** The file's text, or null when the site has no contact to publish (the route then answers 404). */
export function securityTxt(input: SecurityTxtInput, now: Date): string | null {
  const raw = [input.contact, input.fallbackEmail].find(
    (c): c is string => Boolean(c?.trim()) && isSecurityContact(c!),
  )
  if (!raw) return null
  const set = input.expires ? new Date(input.expires) : null
  const expires =
    set && !Number.isNaN(set.getTime()) && set.getTime() > now.getTime()
      ? set
      : new Date(now.getTime() + DEFAULT_VALIDITY_DAYS * DAY)
  const lines = [`Contact: ${contactUri(raw)}`, `Expires: ${expires.toISOString()}`]
  const languages = input.preferredLanguages
    ?.split(/[\s,]+/)
    .filter((l) => /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(l))
  if (languages?.length) lines.push(`Preferred-Languages: ${languages.join(', ')}`)
  if (input.policy && /^https:\/\/\S+$/.test(input.policy.trim())) {
    lines.push(`Policy: ${input.policy.trim()}`)
  }
  lines.push(`Canonical: ${input.canonicalUrl}`)
  return `${lines.join('\n')}\n`
}
