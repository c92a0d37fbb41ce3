import { describe, expect, it } from 'vitest'

import {
  clearCookie,
  readCookie,
  secureCookies,
  sessionCookieAttributes,
  setCookie,
  stateCookieAttributes,
} from './cookies'
import { signValue, verifySignedValue } from './signedValue'

describe('session cookie attributes', () => {
  it('is SameSite=None; Secure on https, so the session reaches frames on other sites', () => {
    const top = sessionCookieAttributes({ siteOrigin: 'https://www.example.se', framed: false }, 60)
    expect(top).toBe('Path=/; Max-Age=60; Secure; SameSite=None')
  })

  it('is also Partitioned when made inside a frame', () => {
    expect(
      sessionCookieAttributes({ siteOrigin: 'https://www.example.se', framed: true }, 60),
    ).toBe('Path=/; Max-Age=60; Secure; SameSite=None; Partitioned')
  })

  it('is Secure on http loopback, which browsers treat as a secure context', () => {
    expect(secureCookies('http://127.0.0.1:3000')).toBe(true)
    expect(secureCookies('http://localhost:3000')).toBe(true)
    expect(secureCookies('http://intranet.example')).toBe(false)
    expect(
      sessionCookieAttributes({ siteOrigin: 'http://intranet.example', framed: true }, 60),
    ).toBe('Path=/; Max-Age=60; SameSite=Lax')
  })

  it('keeps the flow cookie to the sign-in routes, Lax and HttpOnly', () => {
    expect(stateCookieAttributes('https://www.example.se')).toBe(
      'Path=/api/sso; Max-Age=600; HttpOnly; SameSite=Lax; Secure',
    )
  })

  it('writes, clears and reads cookies', () => {
    expect(setCookie('a', 'x y', 'Path=/; Max-Age=5')).toBe('a=x%20y; Path=/; Max-Age=5; HttpOnly')
    expect(setCookie('a', 'Å', 'Path=/', false)).toBe('a=%C3%85; Path=/')
    expect(clearCookie('a', 'Path=/; Max-Age=5')).toBe('a=; Path=/; Max-Age=0; HttpOnly')
    expect(readCookie('b=1; a=x%20y; c', 'a')).toBe('x y')
    expect(readCookie('ab=1', 'a')).toBeNull()
    expect(readCookie(null, 'a')).toBeNull()
  })
})

describe('signed values', () => {
  const secret = 'test-secret-0123456789abcdef'

  it('gives back what was signed', () => {
    expect(verifySignedValue(signValue({ s: 'x', n: 1 }, secret), secret)).toEqual({ s: 'x', n: 1 })
  })

  it('refuses a changed value, another secret and garbage', () => {
    const signed = signValue({ target: '/a' }, secret)
    const [body, mac] = signed.split('.')
    const changed = Buffer.from(JSON.stringify({ target: '//evil.example' })).toString('base64url')
    expect(verifySignedValue(`${changed}.${mac}`, secret)).toBeNull()
    expect(verifySignedValue(`${body}.${mac}`, 'other-secret-0123456789abcdef')).toBeNull()
    expect(verifySignedValue('garbage', secret)).toBeNull()
    expect(verifySignedValue(`${body}.`, secret)).toBeNull()
    expect(verifySignedValue(undefined, secret)).toBeNull()
  })
})
