import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'

import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createRateLimit } from '@/platform/http/rateLimit'

// The flood limits with REDIS_URL (several web processes): two limiters of one name, as two processes
// have, count together. Against a private redis-server (installed by `npm test`).
const redisServer = process.env.REDIS_SERVER || '/usr/bin/redis-server'

describe.runIf(fs.existsSync(redisServer))('the rate limit in Redis', () => {
  const port = 20_000 + Math.floor(Math.random() * 20_000)
  let server: ChildProcess
  const clients: Redis[] = []
  const connect = async () => {
    const client = new Redis(`redis://127.0.0.1:${port}`, { lazyConnect: true })
    client.on('error', () => {}) // refused while the server starts; retried below
    for (let i = 0; ; i++) {
      try {
        await client.connect()
        break
      } catch (error) {
        if (i > 50) throw error
        await new Promise((r) => setTimeout(r, 100))
      }
    }
    clients.push(client)
    return client
  }

  beforeAll(() => {
    server = spawn(redisServer, ['--port', String(port), '--bind', '127.0.0.1', '--save', ''], {
      stdio: 'ignore',
    })
  })
  afterAll(() => {
    for (const client of clients) client.disconnect()
    server?.kill()
  })

  it('counts both processes against one limit, per key and per window', async () => {
    const [one, two] = [await connect(), await connect()]
    let t = 120_000
    const options = { name: `test-${port}`, max: 10, windowMs: 60_000, now: () => t }
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
    const ttl = await one.pttl(`smedja:rate:test-${port}:3:ip-1`)
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(61_000)
  })
})
