import type { Payload } from 'payload'

import { sweepExpired } from './sessions'

/**
 * The jobs-queue task (feature.ts `tasks`, hourly, once across processes): removes expired sessions
 * and used host tokens. One delete by age, so running it again deletes nothing more.
 */
export async function sweepSessions(
  payload: Payload,
  now = new Date(),
): Promise<{ before: string }> {
  await sweepExpired(payload, now)
  return { before: now.toISOString() }
}
