import type { Payload } from 'payload'

import { payloadClient } from '@/platform/payload'

import { pruneAnalytics, rollUpAnalytics } from './store'

const FIRST_RUN_MS = 30_000
const EVERY_MS = 5 * 60_000

/** The periodic work: the daily totals recounted, then raw events past the retention deleted. */
export async function runAnalyticsJobs(payload: Payload, now = new Date()) {
  const rolled = await rollUpAnalytics(payload)
  const pruned = await pruneAnalytics(payload, { now })
  return { ...rolled, ...pruned }
}

let started = false

/**
 * Runs the jobs 30 s after start and every five minutes in a running server (never keeps it alive).
 * Both steps are idempotent, so several processes running them at once only repeat each other.
 */
export function startAnalyticsJobs(): void {
  if (started) return
  started = true
  const run = async () => {
    const payload = await payloadClient()
    try {
      await runAnalyticsJobs(payload)
    } catch (err) {
      payload.logger.error({ err }, 'analytics: rollup or pruning failed')
    }
  }
  setTimeout(() => {
    void run()
    setInterval(() => void run(), EVERY_MS).unref()
  }, FIRST_RUN_MS).unref()
}
