import type { Payload } from 'payload'

import { settleStaleCardOrders } from './cardOrders'

/**
 * The jobs-queue task (feature.ts `tasks`, every ten minutes, once across processes): settles stale
 * card orders, so an abandoned payment gives its stock back even if the provider's webhook never
 * arrives. Does nothing when card payments are off. Settling is idempotent (an order already settled
 * is no longer pending), so a retry after a failure half way only finishes the rest.
 */
export async function sweepStaleCardOrders(payload: Payload) {
  return settleStaleCardOrders(payload)
}
