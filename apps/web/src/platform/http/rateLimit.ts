import type { Redis } from 'ioredis'

import { redisClient, redisKey } from '../redis'

/**
 * A fixed-window counter per key: every key's count starts afresh when the window turns. For floods
 * of cheap requests (analytics batches, banner views, A/B visitors) that must not cost a database
 * write each.
 *
 * With REDIS_URL set (several web processes: `npm run start:cluster`) the counts live in Redis, so a
 * client gets the limit once, whichever process answers; windows are then aligned to the clock
 * (`floor(now / windowMs)`) so every process agrees on them. Without it the counts live in the
 * process's memory, as on the one-process SQLite setup. If Redis is unreachable a request is counted
 * in memory rather than refused: a limit against floods must not take the site down with Redis.
 */
export type RateLimit = {
  /** Counts n against key; false (and nothing counted) when that would pass the limit. */
  take: (key: string, n: number) => Promise<boolean>
}

// Adds n unless that passes the limit; the first count of a window sets the key's expiry.
const TAKE_SCRIPT = `
local c = redis.call('INCRBY', KEYS[1], ARGV[1])
if c == tonumber(ARGV[1]) then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
if c > tonumber(ARGV[2]) then
  redis.call('DECRBY', KEYS[1], ARGV[1])
  return 0
end
return 1
`

export function createRateLimit({
  name,
  max,
  windowMs,
  now = () => Date.now(),
  redis = redisClient,
}: {
  /** Names the limit's keys in Redis (unique per limit). */
  name: string
  max: number
  windowMs: number
  now?: () => number
  /** The shared store, or null for the process's memory (tests pass their own). */
  redis?: () => Redis | null
}): RateLimit {
  const local = memoryRateLimit({ max, windowMs, now })
  return {
    async take(key, n) {
      const store = redis()
      if (!store) return local(key, n)
      const window = Math.floor(now() / windowMs)
      try {
        const taken = await store.eval(
          TAKE_SCRIPT,
          1,
          redisKey('rate', name, window, key),
          n,
          max,
          windowMs + 1000,
        )
        return taken === 1
      } catch (error) {
        console.error(
          `rate limit ${name}: Redis unavailable, counting in memory (${error instanceof Error ? error.message : String(error)})`,
        )
        return local(key, n)
      }
    },
  }
}

function memoryRateLimit({
  max,
  windowMs,
  now,
}: {
  max: number
  windowMs: number
  now: () => number
}): (key: string, n: number) => boolean {
  let windowStart = -Infinity
  let used = new Map<string, number>()
  return (key, n) => {
    const t = now()
    if (t - windowStart >= windowMs) {
      windowStart = t
      used = new Map()
    }
    const count = (used.get(key) ?? 0) + n
    if (count > max) return false
    used.set(key, count)
    return true
  }
}
