import { describe, expect, it } from 'vitest'
import { acceptCount, formatCalloutCount, formatShareCount } from '../src/count'
import { inlineWidth, PLACEMENTS, placeHovercard } from '../src/placement'

describe('count formatting', () => {
  it('formats share counts: 10000 or more as k, 1000 or more with commas', () => {
    expect(formatShareCount(999)).toBe('999')
    expect(formatShareCount(1000)).toBe('1,000')
    expect(formatShareCount(9999)).toBe('9,999')
    expect(formatShareCount(10000)).toBe('10 k')
    expect(formatShareCount(123456)).toBe('123 k')
  })

  it('formats callout counts: above 10000 as k, above 1000 with commas', () => {
    expect(formatCalloutCount(1000)).toBe('1000')
    expect(formatCalloutCount(1001)).toBe('1,001')
    expect(formatCalloutCount(10000)).toBe('10,000')
    expect(formatCalloutCount(10001)).toBe('10 k')
    expect(formatCalloutCount(1234567)).toBe('1234 k')
  })

  it('accepts counts made of digits only', () => {
    expect(acceptCount('123')).toBe(123)
    expect(acceptCount(7)).toBe(7)
    expect(acceptCount('0')).toBe(0)
    expect(acceptCount('-1')).toBeNull()
    expect(acceptCount('1.5')).toBeNull()
    expect(acceptCount(1.5)).toBeNull()
    expect(acceptCount('12a')).toBeNull()
    expect(acceptCount('')).toBeNull()
    expect(acceptCount(undefined)).toBeNull()
  })
})

describe('inline width', () => {
  it('subtracts 14 and raises results between 0 and 286 to 286', () => {
    expect(inlineWidth(500)).toBe(486)
    expect(inlineWidth(300)).toBe(286)
    expect(inlineWidth(299)).toBe(286)
    expect(inlineWidth(15)).toBe(286)
    expect(inlineWidth(14)).toBe(0)
    expect(inlineWidth(0)).toBe(-14)
  })
})

describe('hovercard placement', () => {
  const anchor = { left: 100, top: 100, width: 80, height: 20 }
  const card = { width: 200, height: 150 }

  it('tries placements in the specified order', () => {
    expect(PLACEMENTS).toEqual(['tr/tl', 'tl/tr', 'bl/br', 'br/bl', 'tl/br', 'tr/bl'])
  })

  it('opens to the right of the anchor, 20 px away, when there is room', () => {
    expect(placeHovercard(anchor, card, { width: 1000, height: 800 })).toEqual({
      placement: 'tr/tl',
      left: 200,
      top: 100,
    })
  })

  it('opens to the left when the right side is too narrow', () => {
    const wide = { left: 700, top: 100, width: 80, height: 20 }
    expect(placeHovercard(wide, card, { width: 900, height: 800 })).toEqual({
      placement: 'tl/tr',
      left: 480,
      top: 100,
    })
  })

  it('goes upwards (bl/br) when there is no room below and none to the right', () => {
    const low = { left: 700, top: 700, width: 80, height: 20 }
    expect(placeHovercard(low, card, { width: 900, height: 800 })).toEqual({
      placement: 'bl/br',
      left: 480,
      top: 570,
    })
  })

  it('uses br/bl when only the lower right has room', () => {
    const low = { left: 100, top: 700, width: 80, height: 20 }
    expect(placeHovercard(low, card, { width: 900, height: 800 }).placement).toBe('br/bl')
  })

  it('falls back to the first placement when nothing fits', () => {
    expect(
      placeHovercard(anchor, { width: 5000, height: 5000 }, { width: 100, height: 100 }).placement,
    ).toBe('tr/tl')
  })
})
