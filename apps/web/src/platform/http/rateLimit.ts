/**
 * A fixed-window counter per key, in the process's memory: every key's count starts afresh when the
 * window turns. For floods of cheap requests (analytics batches, banner views) that must not cost a
 * database write each; with several processes behind the front cache a client may get up to that many
 * times the limit. Limits that must hold across processes count from the database instead (the consent
 * decisions, the contact form).
 */
export type RateLimit = {
  /** Counts n against key; false (and nothing counted) when that would pass the limit. */
  take: (key: string, n: number) => boolean
}

export function createRateLimit({
  max,
  windowMs,
  now = () => Date.now(),
}: {
  max: number
  windowMs: number
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
