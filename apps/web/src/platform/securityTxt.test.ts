import { describe, expect, it } from 'vitest'

import { isSecurityContact, securityTxt } from './securityTxt'

const now = new Date('2026-11-24T08:00:00Z')
const canonicalUrl = 'https://www.norrberg.se/.well-known/security.txt'

describe('security.txt (RFC 9116)', () => {
  it('publishes the contact, an expiry, languages, policy and canonical address', () => {
    expect(
      securityTxt(
        {
          contact: 'sakerhet@norrberg.se',
          expires: '2027-06-01T00:00:00.000Z',
          policy: 'https://www.norrberg.se/sakerhet',
          preferredLanguages: 'sv, en',
          canonicalUrl,
        },
        now,
      ),
    ).toBe(
      [
        'Contact: mailto:sakerhet@norrberg.se',
        'Expires: 2027-06-01T00:00:00.000Z',
        'Preferred-Languages: sv, en',
        'Policy: https://www.norrberg.se/sakerhet',
        `Canonical: ${canonicalUrl}`,
        '',
      ].join('\n'),
    )
  })

  it("falls back to the organisation's e-mail and a 180-day expiry", () => {
    const text = securityTxt({ fallbackEmail: 'info@norrberg.se', canonicalUrl }, now)
    expect(text).toContain('Contact: mailto:info@norrberg.se\nExpires: 2027-05-23T08:00:00.000Z\n')
  })

  it('replaces an expiry in the past', () => {
    const text = securityTxt(
      { contact: 'https://x.se/rapportera', expires: '2020-01-01', canonicalUrl },
      now,
    )
    expect(text).toContain('Contact: https://x.se/rapportera\nExpires: 2027-05-23')
  })

  it('has nothing to publish without a contact', () => {
    expect(securityTxt({ contact: '', fallbackEmail: null, canonicalUrl }, now)).toBeNull()
    expect(isSecurityContact('javascript:alert(1)')).toBe(false)
    expect(isSecurityContact('http://insecure.example')).toBe(false)
  })
})
