import { describe, expect, it } from 'vitest'

import { COUNTER_ANIMATION_MS, counterProgress, easeInOutQuad } from './counterProgress'

describe('counter animation (spec 9.5)', () => {
  it('takes 1800 ms', () => {
    expect(COUNTER_ANIMATION_MS).toBe(1800)
    expect(counterProgress(0)).toBe(0)
    expect(counterProgress(1800)).toBe(1)
    expect(counterProgress(5000)).toBe(1)
    expect(counterProgress(-10)).toBe(0)
  })

  it('eases in and out: slow at both ends, half-way at half time', () => {
    expect(counterProgress(900)).toBe(0.5)
    expect(easeInOutQuad(0.25)).toBe(0.125)
    expect(easeInOutQuad(0.75)).toBe(0.875)
    // Symmetric around the middle.
    expect(easeInOutQuad(0.1) + easeInOutQuad(0.9)).toBeCloseTo(1, 10)
  })

  it('ends at once when there is no time to animate', () => {
    expect(counterProgress(0, 0)).toBe(1)
  })
})
