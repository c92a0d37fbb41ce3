import { payloadClient } from '@/platform/payload'

import { sweepExpired } from './sessions'

const HOUR_MS = 60 * 60 * 1000

/** Removes expired sessions and used host tokens every hour (each instance; deleting twice is harmless). */
export function startSessionSweep(): void {
  const run = async () => {
    try {
      await sweepExpired(await payloadClient())
    } catch (error) {
      console.error(`[sso] session sweep failed: ${(error as Error).message}`)
    }
  }
  setInterval(run, HOUR_MS).unref()
  void run()
}
