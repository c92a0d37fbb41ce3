import config from '@payload-config'
import { getPayload } from 'payload'

import { runsQueue } from './config'

/**
 * Called once when a web process starts (instrumentation.ts, never during `next build`): starts
 * Payload's queue runner in this process (every 30 s: queue the periodic tasks that are due, then run
 * the due jobs). Every process runs it; the atomic claim (claim.ts) and the once-only schedule slots
 * (schedule.ts) make that safe. SMEDJA_JOBS=off leaves this process out.
 */
export async function startJobQueue(): Promise<boolean> {
  if (!runsQueue()) return false
  await getPayload({ config, cron: true })
  return true
}
