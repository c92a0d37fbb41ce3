import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createRateLimit } from '@/platform/http/rateLimit'

import { hasRedisServer, startRedisServer } from './redisServer'

// The flood limits with REDIS_URL (several web processes): two limiters of one name, as two processes
// have, count together. Against a private redis-server (installed by `npm test`).
describe.runIf(hasRedisServer)('the rate limit in Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>

  beforeAll(async () => {
    redis = await startRedisServer()
  }, 30_000)
  afterAll(() => redis?.stop())

  it('counts both processes against one limit, per key and per window', async () => {
    const [one, two] = [await redis.client(), await redis.client()]
    let t = 120_000
    const options = { name: `test-${redis.port}`, max: 10, windowMs: 60_000, now: () => t }
    const a = createRateLimit({ ...options, redis: () => one })
    const b = createRateLimit({ ...options, redis: () => two })
    expect(await a.take('ip-1', 6)).toBe(true)
    expect(await b.take('ip-1', 5)).toBe(false) // 11 > 10: refused, and not counted
    expect(await b.take('ip-1', 4)).toBe(true)
    expect(await a.take('ip-1', 1)).toBe(false)
    expect(await a.take('ip-2', 10)).toBe(true) // another client
    t += 60_000 // the next window
    expect(await b.take('ip-1', 10)).toBe(true)
    // The window's key expires by itself.
    const ttl = await one.pttl(`smedja:rate:test-${redis.port}:3:ip-1`)
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(61_000)
  })

  it('sends the script once and reloads it when Redis has forgotten it', async () => {
    const client = await redis.client()
    const limit = createRateLimit({
      name: `once-${redis.port}`,
      max: 2,
      windowMs: 60_000,
      redis: () => client,
    })
    await client.script('FLUSH')
    const sent: string[] = []
    const monitor = await client.monitor()
    monitor.on('monitor', (_time: string, args: string[]) =>
      sent.push(String(args[0]).toLowerCase()),
    )
    expect(await limit.take('ip', 1)).toBe(true)
    expect(await limit.take('ip', 1)).toBe(true)
    await client.script('FLUSH') // as after a Redis restart
    expect(await limit.take('ip', 1)).toBe(false) // the count survived; the script came back
    await new Promise((resolve) => setTimeout(resolve, 100))
    monitor.disconnect()
    // The script goes whole on the client's first call, then only its SHA1; after the flush the SHA1
    // is refused (NOSCRIPT) and the script goes whole once more.
    expect(sent.filter((c) => c === 'eval')).toHaveLength(2)
    expect(sent.filter((c) => c === 'evalsha')).toHaveLength(2)
  })
})
