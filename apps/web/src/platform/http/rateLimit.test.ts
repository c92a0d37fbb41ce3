import { describe, expect, it } from 'vitest'

import { createRateLimit } from './rateLimit'

describe('the fixed-window rate limit', () => {
  it('lets a client take up to the limit per window, then refuses until the window turns', async () => {
    let t = 0
    const limit = createRateLimit({
      name: 'test',
      max: 10,
      windowMs: 1000,
      now: () => t,
      redis: () => null,
    })
    expect(await limit.take('a', 6)).toBe(true)
    expect(await limit.take('a', 5)).toBe(false)
    expect(await limit.take('a', 4)).toBe(true)
    expect(await limit.take('a', 1)).toBe(false)
    expect(await limit.take('b', 10)).toBe(true)
    t = 999
    expect(await limit.take('a', 1)).toBe(false)
    t = 1000
    expect(await limit.take('a', 10)).toBe(true)
  })

  it('counts in memory when Redis does not answer, rather than refusing everyone', async () => {
    const failing = {
      eval: () => Promise.reject(new Error('connect ECONNREFUSED')),
    } as unknown as import('ioredis').Redis
    const limit = createRateLimit({
      name: 'test',
      max: 2,
      windowMs: 1000,
      now: () => 0,
      redis: () => failing,
    })
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => errors.push(args)
    try {
      expect(await limit.take('a', 2)).toBe(true)
      expect(await limit.take('a', 1)).toBe(false)
    } finally {
      console.error = original
    }
    expect(errors).toHaveLength(2)
  })
})
