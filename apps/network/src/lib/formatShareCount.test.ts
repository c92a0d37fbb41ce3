import { describe, expect, it } from 'vitest'
import { formatShareCount } from './formatShareCount.js'

describe('formatShareCount', () => {
  it('shows counts below 1000 as they are', () => {
    expect(formatShareCount(0)).toBe('0')
    expect(formatShareCount(7)).toBe('7')
    expect(formatShareCount(999)).toBe('999')
  })

  it('puts comma separators in from 1000', () => {
    expect(formatShareCount(1000)).toBe('1,000')
    expect(formatShareCount(1234)).toBe('1,234')
    expect(formatShareCount(9999)).toBe('9,999')
  })

  it("shows whole thousands with ' k' from 10000, never rounding up", () => {
    expect(formatShareCount(10000)).toBe('10 k')
    expect(formatShareCount(12345)).toBe('12 k')
    expect(formatShareCount(19999)).toBe('19 k')
    expect(formatShareCount(1234567)).toBe('1234 k')
  })

  it('treats negative and fractional input as the whole count it can be', () => {
    expect(formatShareCount(-5)).toBe('0')
    expect(formatShareCount(1000.9)).toBe('1,000')
  })
})
