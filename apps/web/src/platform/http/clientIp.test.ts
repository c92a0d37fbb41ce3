import { describe, expect, it } from 'vitest'

import { clientIp, clientKey } from './clientIp'

const headers = (xff?: string) => new Headers(xff === undefined ? {} : { 'x-forwarded-for': xff })

describe('client IP', () => {
  it('takes the entry the last proxy added, not what the request claimed', () => {
    expect(clientIp(headers('203.0.113.9'))).toBe('203.0.113.9')
    expect(clientIp(headers('6.6.6.6, 203.0.113.9'))).toBe('203.0.113.9')
    expect(clientIp(headers('2001:db8::1'))).toBe('2001:db8::1')
    expect(clientIp(headers('::ffff:127.0.0.1'))).toBe('127.0.0.1')
  })

  it('has no address without the header or with garbage in it', () => {
    expect(clientIp(headers())).toBeNull()
    expect(clientIp(headers(' , '))).toBeNull()
    expect(clientIp(headers('<script>'))).toBeNull()
  })

  it('pseudonymises an address with the secret, the same each time', () => {
    const key = 'test-secret-0123456789abcdef'
    expect(clientKey('203.0.113.9', key)).toBe(clientKey('203.0.113.9', key))
    expect(clientKey('203.0.113.9', key)).not.toBe(clientKey('203.0.113.10', key))
    expect(clientKey('203.0.113.9', key)).not.toBe(clientKey('203.0.113.9', 'x'.repeat(20)))
    expect(clientKey('203.0.113.9', key)).not.toContain('203')
    expect(clientKey(null, key)).toMatch(/^[0-9a-f]{32}$/)
  })
})
