import type { Redis } from 'ioredis'

import { log } from '../log'
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

type RateLimitRedis = Redis & {
  smedjaRateTake?: (key: string, n: number, max: number, ttlMs: number) => Promise<number>
}

/**
 * The script as a command of this client: ioredis sends its SHA1 (EVALSHA) and the whole script only
 * when Redis does not know it yet, instead of the script on every request.
 */
function rateTake(store: RateLimitRedis) {
  if (!store.smedjaRateTake)
    store.defineCommand('smedjaRateTake', { numberOfKeys: 1, lua: TAKE_SCRIPT })
  return store.smedjaRateTake!.bind(store)
}

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
  // Logged once when Redis goes away and once when it is back, not on every request meanwhile.
  let redisDown = false
  return {
    async take(key, n) {
      const store = redis()
      if (!store) return local(key, n)
      const window = Math.floor(now() / windowMs)
      try {
        const taken = await rateTake(store)(
          redisKey('rate', name, window, key),
          n,
          max,
          windowMs + 1000,
        )
        if (redisDown) {
          redisDown = false
          log.info({ limit: name }, 'rate limit: Redis is back, counting there again')
        }
        return taken === 1
      } catch (error) {
        if (!redisDown) {
          redisDown = true
          log.error(
            { limit: name, err: error },
            'rate limit: Redis unavailable, counting in memory',
          )
        }
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
