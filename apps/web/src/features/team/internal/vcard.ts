import type { TeamMemberView } from './types'

type VCardExtras = {
  /** The company, first component of ORG (the member's department is the second). */
  organisation?: string | null
  /** The absolute address of the member's profile page. */
  profileUrl?: string | null
}

// RFC 6350 3.4 / RFC 2426 4: backslash, comma, semicolon and line breaks are escaped in text values.
function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
}

const encoder = new TextEncoder()

/**
 * Folds a content line at 75 octets (RFC 2426 2.6): continuation lines start with one space. Counted
 * in UTF-8 bytes and cut only between characters, so 'å' is never split in half.
 */
function fold(line: string): string {
  const parts: string[] = []
  let current = ''
  let size = 0
  for (const char of line) {
    const bytes = encoder.encode(char).length
    // A continuation line's leading space counts towards its 75.
    const max = parts.length ? 74 : 75
    if (size + bytes > max) {
      parts.push(current)
      current = ''
      size = 0
    }
    current += char
    size += bytes
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/** Family name last, given names first: 'Karl Johan Ek' → 'Ek;Karl Johan'. */
function structuredName(name: string): string {
  const words = name.trim().split(/\s+/)
  const family = words.length > 1 ? (words.pop() ?? '') : ''
  return [family, words.join(' '), '', '', ''].map(escapeText).join(';')
}

/** A member's contact card as vCard 3.0, the version every address book imports. */
export function memberVCard(member: TeamMemberView, extras: VCardExtras = {}): string {
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `N:${structuredName(member.name)}`]
  lines.push(`FN:${escapeText(member.name)}`)
  const org = [extras.organisation, member.department].filter((s): s is string => Boolean(s))
  if (org.length) lines.push(`ORG:${org.map(escapeText).join(';')}`)
  if (member.role) lines.push(`TITLE:${escapeText(member.role)}`)
  if (member.email) lines.push(`EMAIL;TYPE=INTERNET,WORK:${escapeText(member.email)}`)
  if (member.phone) lines.push(`TEL;TYPE=WORK,VOICE:${escapeText(member.phone)}`)
  if (extras.profileUrl) lines.push(`URL:${extras.profileUrl}`)
  for (const link of member.social) {
    lines.push(
      link.network === 'website'
        ? `URL:${link.url}`
        : `X-SOCIALPROFILE;TYPE=${link.network}:${link.url}`,
    )
  }
  if (member.shortBio) lines.push(`NOTE:${escapeText(member.shortBio)}`)
  lines.push('END:VCARD')
  return lines.map(fold).join('\r\n') + '\r\n'
}
