import { payloadClient } from '@/platform/payload'

import { settleStaleCardOrders } from './cardOrders'
import { configuredCardAdapter } from './stripe'

const FIRST_RUN_MS = 60_000
const EVERY_MS = 10 * 60_000

let started = false

/**
 * Settles stale card orders every ten minutes in a running server (from instrumentation.ts), so an
 * abandoned payment gives its stock back even if the provider's webhook never arrives. Does nothing
 * when card payments are off. The timers never keep the process alive.
 */
export function startStaleCardOrderSweep(): void {
  if (started || !configuredCardAdapter()) return
  started = true
  const run = async () => {
    const payload = await payloadClient()
    try {
      await settleStaleCardOrders(payload)
    } catch (err) {
      payload.logger.error({ err }, 'shop: settling stale card orders failed')
    }
  }
  void payloadClient().then((payload) =>
    payload.logger.info('shop: stale card orders are settled every 10 minutes'),
  )
  setTimeout(() => {
    void run()
    setInterval(() => void run(), EVERY_MS).unref()
  }, FIRST_RUN_MS).unref()
}
