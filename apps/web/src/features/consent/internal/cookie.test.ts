import { describe, expect, it } from 'vitest'

import { allAccepted, necessaryOnly } from './categories'
import {
  cookieAttributes,
  formatConsentCookie,
  newConsentId,
  parseConsentCookie,
  readCookie,
} from './cookie'

const id = '0123456789abcdef0123456789abcdef'

describe('the consent cookie value', () => {
  it('is written in CookieYes’ exact field order and spelling', () => {
    const value = formatConsentCookie({
      consentId: id,
      consent: true,
      action: true,
      choices: { ...necessaryOnly(), analytics: true, other: true },
    })
    expect(value).toBe(
      `consentid:${id},consent:yes,action:yes,necessary:yes,functional:no,analytics:yes,performance:no,advertisement:no,other:yes`,
    )
  })

  it('reads back what it wrote, for every category', () => {
    const record = { consentId: id, consent: true, action: true, choices: allAccepted() }
    expect(parseConsentCookie(formatConsentCookie(record))).toEqual(record)
    const refused = { consentId: id, consent: false, action: true, choices: necessaryOnly() }
    expect(parseConsentCookie(formatConsentCookie(refused))).toEqual(refused)
  })

  it('reads a percent-encoded value and ignores fields CookieYes adds', () => {
    const raw = encodeURIComponent(
      `consentid:${id},consent:no,action:yes,necessary:yes,functional:no,analytics:no,performance:no,advertisement:no,other:no,lastRenewedDate:1700000000000`,
    )
    expect(parseConsentCookie(raw)?.choices).toEqual(necessaryOnly())
  })

  it('refuses anything incomplete or malformed, so the visitor is asked again', () => {
    const good = formatConsentCookie({
      consentId: id,
      consent: true,
      action: true,
      choices: allAccepted(),
    })
    for (const bad of [
      '',
      null,
      'garbage',
      good.replace(',other:yes', ''),
      good.replace('analytics:yes', 'analytics:maybe'),
      good.replace('necessary:yes', 'necessary:no'),
      good.replace(`consentid:${id}`, 'consentid:a,b'),
      good.replace(`consentid:${id}`, 'consentid:'),
      `${good},analytics:no`,
      '%E0%A4%A',
    ])
      expect(parseConsentCookie(bad), String(bad)).toBeNull()
  })

  it('refuses to write an id that would break the list', () => {
    expect(() =>
      formatConsentCookie({
        consentId: 'a,b:c',
        consent: false,
        action: true,
        choices: necessaryOnly(),
      }),
    ).toThrow()
  })

  it('makes 32-hex-digit consent ids that differ', () => {
    const a = newConsentId()
    expect(a).toMatch(/^[0-9a-f]{32}$/)
    expect(newConsentId()).not.toBe(a)
  })

  it('lasts a year, is Lax, and Secure only on https', () => {
    expect(cookieAttributes(false)).toBe('; Path=/; Max-Age=31536000; SameSite=Lax')
    expect(cookieAttributes(true)).toBe('; Path=/; Max-Age=31536000; SameSite=Lax; Secure')
  })

  it('finds one cookie among several', () => {
    expect(readCookie('a=1; smedja-consent=x:y,z:w; b=2', 'smedja-consent')).toBe('x:y,z:w')
    expect(readCookie('a=1; xsmedja-consent=1', 'smedja-consent')).toBeNull()
  })
})
