import { after } from 'next/server'

import { deliverSoon } from '@/features/mail'
import { ok, receiveCardWebhook, shopRoute } from '@/features/shop'

/**
 * Stripe's webhook endpoint (STRIPE_WEBHOOK_SECRET). Stripe posts from its own servers, so there is no
 * same-origin check: the signature proves the sender, and it is over the exact bytes Stripe sent, so
 * the body is read raw. Checkout Session events are a few kilobytes; anything over 256 kB is not one.
 * 200 for every verified event (also the ones the shop ignores, so Stripe stops resending them), 400
 * for a request that is not from Stripe, 5xx when the database failed (Stripe then tries again later).
 */
export const POST = shopRoute(
  'card-webhook',
  { anyOrigin: true, body: 'raw', maxBody: 256 * 1024 },
  async ({ payload, request, body }) => {
    const result = await receiveCardWebhook(payload, body, request.headers)
    // A paid order has its confirmation in the outbox; with SMTP configured it goes out now.
    if (result.outcome === 'paid') {
      after(() => deliverSoon(payload))
    }
    return ok({ received: true, outcome: result.outcome })
  },
)
