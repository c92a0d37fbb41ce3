import { payloadClient } from '@/platform/payload'

import { SYNC_EVERY_MS, syncDue } from './sync'

let started = false
let running = false

/**
 * Sends subscriptions a provider did not take at once, every half minute in a running server (never
 * keeping it alive). Each row is claimed before it is sent, so several processes may run this.
 */
export function startNewsletterSync(): void {
  if (started) return
  started = true
  setInterval(() => {
    if (running) return
    running = true
    void payloadClient()
      .then((payload) =>
        syncDue(payload).catch((err) =>
          payload.logger.error({ err }, 'newsletter: sending queued subscribers failed'),
        ),
      )
      .finally(() => {
        running = false
      })
  }, SYNC_EVERY_MS).unref()
}
