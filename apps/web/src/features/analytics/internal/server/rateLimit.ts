/**
 * Events one client (IP address, pseudonymised by clientKey) may send per window. Counted in the
 * process's memory, in fixed windows: analytics must not cost a database write per request, and the
 * limit only guards against floods, so with several processes behind the front cache a client may get
 * up to that many times the limit. ANALYTICS_RATE_LIMIT_MAX raises it (the benchmark's senders all
 * share the loopback address).
 */
export const ANALYTICS_RATE_WINDOW_MS = 60_000
export const DEFAULT_ANALYTICS_RATE_MAX = 600

export function analyticsRateMax(env: Record<string, string | undefined> = process.env): number {
  const configured = Number(env.ANALYTICS_RATE_LIMIT_MAX)
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_ANALYTICS_RATE_MAX
}

export type RateLimit = { take: (key: string, n: number) => boolean }

/** A fixed-window counter per key; every key's count starts afresh when the window turns. */
export function createRateLimit({
  max,
  windowMs = ANALYTICS_RATE_WINDOW_MS,
  now = Date.now,
}: {
  max: number
  windowMs?: number
  now?: () => number
}): RateLimit {
  let windowStart = -Infinity
  let used = new Map<string, number>()
  return {
    take(key, n) {
      const t = now()
      if (t - windowStart >= windowMs) {
        windowStart = t
        used = new Map()
      }
      const count = (used.get(key) ?? 0) + n
      if (count > max) return false
      used.set(key, count)
      return true
    },
  }
}
