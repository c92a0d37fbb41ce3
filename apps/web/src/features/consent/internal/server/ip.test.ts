import { describe, expect, it } from 'vitest'

import { truncateIp } from './ip'

describe('truncateIp', () => {
  it('keeps an IPv4 address’s network (/24)', () => {
    expect(truncateIp('198.51.100.73')).toBe('198.51.100.0')
    expect(truncateIp('::ffff:203.0.113.9')).toBe('203.0.113.0')
  })

  it('keeps an IPv6 address’s first three groups (/48)', () => {
    expect(truncateIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::')
    expect(truncateIp('2001:0db8::1')).toBe('2001:db8:0::')
    expect(truncateIp('::1')).toBe('0:0:0::')
  })

  it('gives nothing for what is not an address', () => {
    for (const bad of [null, '', 'unknown', '256.1.1.1', '1:2:3', 'a::b::c', '<script>'])
      expect(truncateIp(bad)).toBeNull()
  })
})
