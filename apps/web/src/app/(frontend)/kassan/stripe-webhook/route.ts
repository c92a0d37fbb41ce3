import { after, type NextRequest } from 'next/server'

import {
  deliverOutbox,
  ok,
  receiveCardWebhook,
  refuse,
  ShopError,
  smtpTransport,
} from '@/features/shop'
import { payloadClient } from '@/platform/payload'

// Stripe's Checkout Session events are a few kilobytes; anything far larger is not one.
const MAX_BODY = 256 * 1024

/**
 * Stripe's webhook endpoint (STRIPE_WEBHOOK_SECRET). The body is read raw, because the signature is
 * over the exact bytes Stripe sent. 200 for every verified event (also the ones the shop ignores, so
 * Stripe stops resending them), 400 for a request that is not from Stripe, 5xx when the database
 * failed (Stripe then tries again later).
 */
export async function POST(request: NextRequest) {
  const payload = await payloadClient()
  try {
    if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY)
      throw new ShopError('För mycket data.', 413)
    const raw = await request.text()
    if (raw.length > MAX_BODY) throw new ShopError('För mycket data.', 413)
    const result = await receiveCardWebhook(payload, raw, request.headers)
    // A paid order has its confirmation in the outbox; with SMTP configured it goes out now.
    if (result.outcome === 'paid') {
      after(async () => {
        const transport = await smtpTransport()
        if (transport) await deliverOutbox(payload, transport)
      })
    }
    return ok({ received: true, outcome: result.outcome })
  } catch (error) {
    return refuse(payload, 'card-webhook', error)
  }
}
