import { describe, expect, it } from 'vitest'

import { analyticsRateMax, DEFAULT_ANALYTICS_RATE_MAX } from './rateLimit'

describe('the analytics rate limit', () => {
  it('reads a raised limit from ANALYTICS_RATE_LIMIT_MAX, ignoring nonsense', () => {
    expect(analyticsRateMax({ ANALYTICS_RATE_LIMIT_MAX: '100000' })).toBe(100000)
    expect(analyticsRateMax({ ANALYTICS_RATE_LIMIT_MAX: 'många' })).toBe(DEFAULT_ANALYTICS_RATE_MAX)
    expect(analyticsRateMax({})).toBe(DEFAULT_ANALYTICS_RATE_MAX)
  })
})
