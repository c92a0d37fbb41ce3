import { describe, expect, it } from 'vitest'

import { createRateLimit } from './rateLimit'

describe('the fixed-window rate limit', () => {
  it('lets a client take up to the limit per window, then refuses until the window turns', () => {
    let t = 0
    const limit = createRateLimit({ max: 10, windowMs: 1000, now: () => t })
    expect(limit.take('a', 6)).toBe(true)
    expect(limit.take('a', 5)).toBe(false)
    expect(limit.take('a', 4)).toBe(true)
    expect(limit.take('a', 1)).toBe(false)
    expect(limit.take('b', 10)).toBe(true)
    t = 999
    expect(limit.take('a', 1)).toBe(false)
    t = 1000
    expect(limit.take('a', 10)).toBe(true)
  })
})
