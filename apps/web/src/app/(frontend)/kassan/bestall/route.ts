import { after, type NextRequest } from 'next/server'

import {
  cartToken,
  deliverOutbox,
  smtpTransport,
  clearCartCookie,
  currentCustomer,
  forbiddenOrigin,
  ok,
  placeOrder,
  readBody,
  refuse,
  sameOrigin,
  withAuthCookie,
} from '@/features/shop'
import { payloadClient } from '@/platform/payload'

/**
 * Places the order. Idempotent on the form's idempotency_key. A signed-in customer's order is linked
 * to the account; an order that created an account ('Skapa ett konto?') signs it in.
 */
export async function POST(request: NextRequest) {
  const payload = await payloadClient()
  if (!sameOrigin(request)) return forbiddenOrigin(payload, 'place-order')
  try {
    const customer = await currentCustomer(payload, request.headers)
    const placed = await placeOrder(payload, cartToken(request), await readBody(request), {
      customer,
    })
    // The confirmation is already in the outbox; with SMTP configured it goes out after the response.
    if (!placed.replayed) {
      after(async () => {
        const transport = await smtpTransport()
        if (transport) await deliverOutbox(payload, transport)
      })
    }
    const redirect = `/kassan/order-mottagen/${placed.orderId}?nyckel=${encodeURIComponent(placed.accessKey)}`
    return withAuthCookie(
      clearCartCookie(
        ok({
          orderId: placed.orderId,
          redirect,
          replayed: placed.replayed,
          payment: placed.payment,
        }),
      ),
      payload,
      placed.session ?? null,
    )
  } catch (error) {
    return refuse(payload, 'place-order', error)
  }
}
