import { createRateLimit, type RateLimit } from '@/platform/http/rateLimit'

/**
 * Events one client (IP address, pseudonymised by clientKey) may send per window, counted in the
 * process's memory, or in Redis when several processes share it (platform/http/rateLimit.ts):
 * analytics must not cost a database write per request, and the limit only guards against floods. ANALYTICS_RATE_LIMIT_MAX raises it (the
 * benchmark's senders all share the loopback address).
 */
export const ANALYTICS_RATE_WINDOW_MS = 60_000
export const DEFAULT_ANALYTICS_RATE_MAX = 600

export function analyticsRateMax(env: Record<string, string | undefined> = process.env): number {
  const configured = Number(env.ANALYTICS_RATE_LIMIT_MAX)
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_ANALYTICS_RATE_MAX
}

export function analyticsRateLimit(): RateLimit {
  return createRateLimit({
    name: 'analytics',
    max: analyticsRateMax(),
    windowMs: ANALYTICS_RATE_WINDOW_MS,
  })
}
