import { describe, expect, it } from 'vitest'

import { analyticsRateMax, createRateLimit, DEFAULT_ANALYTICS_RATE_MAX } from './rateLimit'

describe('the analytics rate limit', () => {
  it('lets a client send up to the limit per window, then refuses until the window turns', () => {
    let t = 0
    const limit = createRateLimit({ max: 10, windowMs: 1000, now: () => t })
    expect(limit.take('a', 6)).toBe(true)
    expect(limit.take('a', 5)).toBe(false)
    expect(limit.take('a', 4)).toBe(true)
    expect(limit.take('a', 1)).toBe(false)
    expect(limit.take('b', 10)).toBe(true)
    t = 1000
    expect(limit.take('a', 10)).toBe(true)
  })

  it('reads a raised limit from ANALYTICS_RATE_LIMIT_MAX, ignoring nonsense', () => {
    expect(analyticsRateMax({ ANALYTICS_RATE_LIMIT_MAX: '100000' })).toBe(100000)
    expect(analyticsRateMax({ ANALYTICS_RATE_LIMIT_MAX: 'många' })).toBe(DEFAULT_ANALYTICS_RATE_MAX)
    expect(analyticsRateMax({})).toBe(DEFAULT_ANALYTICS_RATE_MAX)
  })
})
