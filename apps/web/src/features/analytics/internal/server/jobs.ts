import type { Payload } from 'payload'

import { pruneAnalytics, rollUpAnalytics } from './store'

/**
 * The periodic work, a jobs-queue task (feature.ts `tasks`, every five minutes, once across
 * processes): the daily totals recounted, then raw events past the retention deleted. Both steps are
 * idempotent, so a retry only repeats them.
 */
export async function runAnalyticsJobs(payload: Payload, now = new Date()) {
  const rolled = await rollUpAnalytics(payload)
  const pruned = await pruneAnalytics(payload, { now })
  return { ...rolled, ...pruned }
}
