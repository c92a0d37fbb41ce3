import { describe, expect, it, vi } from 'vitest'

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

  it('counts in memory when Redis does not answer, rather than refusing everyone, and says so once', async () => {
    const failing = {
      defineCommand(name: string) {
        Object.assign(this, { [name]: () => Promise.reject(new Error('connect ECONNREFUSED')) })
      },
    } as unknown as import('ioredis').Redis
    const limit = createRateLimit({
      name: 'test',
      max: 2,
      windowMs: 1000,
      now: () => 0,
      redis: () => failing,
    })
    const lines: string[] = []
    const write = vi
      .spyOn(process.stderr, 'write')
      .mockImplementation((chunk: string | Uint8Array) => lines.push(String(chunk)) > 0)
    try {
      expect(await limit.take('a', 2)).toBe(true)
      expect(await limit.take('a', 1)).toBe(false)
      expect(await limit.take('b', 1)).toBe(true)
    } finally {
      write.mockRestore()
    }
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'error',
      limit: 'test',
      msg: 'rate limit: Redis unavailable, counting in memory',
    })
  })
})
