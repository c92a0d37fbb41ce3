import { after } from 'next/server'

import { clearCartCookie, ok, placeOrder, shopRoute, withAuthCookie } from '@/features/shop'
import { deliverSoon } from '@/features/mail'

/**
 * Places the order. Idempotent on the form's idempotency_key. A signed-in customer's order is linked
 * to the account; an order that created an account ('Skapa ett konto?') signs it in.
 */
export const POST = shopRoute(
  'place-order',
  { customer: 'optional' },
  async ({ payload, body, cartToken, customer }) => {
    const placed = await placeOrder(payload, cartToken, body, { customer })
    // The confirmation is already in the outbox; with SMTP configured it goes out after the response.
    if (!placed.replayed) {
      after(() => deliverSoon(payload))
    }
    const redirect = `/kassan/order-mottagen/${placed.orderId}?nyckel=${encodeURIComponent(placed.accessKey)}`
    const answer = ok({
      orderId: placed.orderId,
      redirect,
      replayed: placed.replayed,
      payment: placed.payment,
    })
    return withAuthCookie(clearCartCookie(answer), payload, placed.session ?? null)
  },
)
