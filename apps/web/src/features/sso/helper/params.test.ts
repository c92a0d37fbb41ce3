import { describe, expect, it, vi } from 'vitest'

import { validDomainHint, validIdpId, validLoginHint, validRedirectTo } from './params'

const HERE = 'https://www.example.se/medlemmar'

describe('sign-in parameter rules (spec 5.1)', () => {
  it('keeps an e-mail login_hint whose top-level domain has 2 to 6 letters', () => {
    const log = vi.fn()
    expect(validLoginHint('anna.medlem@smedja.se', log)).toBe('anna.medlem@smedja.se')
    expect(validLoginHint('a@b.museum', log)).toBe('a@b.museum')
    expect(log).not.toHaveBeenCalled()
  })

  it.each(['anna', 'anna@smedja', 'anna@smedja.c', 'anna@smedja.company', 'a b@c.se', '"><x@y.se'])(
    'empties login_hint %j and writes the loginHint line',
    (value) => {
      const log = vi.fn()
      expect(validLoginHint(value, log)).toBe('')
      expect(log).toHaveBeenCalledExactlyOnceWith(
        'loginHint parameter ignored because it is not a valid email address',
      )
    },
  )

  it('keeps an http(s) redirect target of allowed characters', () => {
    const log = vi.fn()
    expect(validRedirectTo('https://www.example.se/a?b=c%20d#e', HERE, log)).toBe(
      'https://www.example.se/a?b=c%20d#e',
    )
    expect(validRedirectTo(null, HERE, log)).toBe(HERE)
    expect(log).not.toHaveBeenCalled()
  })

  it.each([
    'javascript:alert(1)',
    '//evil.example/',
    '/relative',
    'ftp://example.se/',
    'https://example.se/a b',
    'https://example.se/"<x>',
    'https://example.se/ä',
  ])(
    'replaces redirect target %j by the current location and writes the pRedirectTo line',
    (value) => {
      const log = vi.fn()
      expect(validRedirectTo(value, HERE, log)).toBe(HERE)
      expect(log).toHaveBeenCalledExactlyOnceWith(
        'pRedirectTo parameter ignored because it is not a valid (encoded) URL',
      )
    },
  )

  it('keeps a domain_hint whose final label has 2 to 6 letters', () => {
    const log = vi.fn()
    expect(validDomainHint('smedja.se', log)).toBe('smedja.se')
    expect(validDomainHint('login.kund-1.example.online', log)).toBe('login.kund-1.example.online')
    expect(log).not.toHaveBeenCalled()
  })

  it.each(['smedja', 'smedja.s', 'smedja.example', '-smedja.se', 'smed ja.se', 'smedja.se/'])(
    'ignores domain_hint %j and writes the domainHint line',
    (value) => {
      const log = vi.fn()
      expect(validDomainHint(value, log)).toBe('')
      expect(log).toHaveBeenCalledExactlyOnceWith(
        'domainHint parameter ignored because it is not a valid domain name',
      )
    },
  )

  it('keeps an idp_id that has no HTML in it', () => {
    const log = vi.fn()
    expect(validIdpId('entra-kunder', log)).toBe('entra-kunder')
    expect(log).not.toHaveBeenCalled()
  })

  it.each(['<b>x</b>', 'x<script>alert(1)</script>', 'a<br>', ' padded '])(
    'ignores idp_id %j that stripping HTML changes and writes the idpKey line',
    (value) => {
      const log = vi.fn()
      expect(validIdpId(value, log)).toBe('')
      expect(log).toHaveBeenCalledExactlyOnceWith(
        'idpKey parameter ignored because its escaped value is not equal to its actual value',
      )
    },
  )

  it('writes nothing for parameters that are absent', () => {
    const log = vi.fn()
    expect(validLoginHint('', log)).toBe('')
    expect(validDomainHint(undefined, log)).toBe('')
    expect(validIdpId(null, log)).toBe('')
    expect(log).not.toHaveBeenCalled()
  })
})
