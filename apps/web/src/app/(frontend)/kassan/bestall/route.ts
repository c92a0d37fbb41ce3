import type { NextRequest } from 'next/server'

import {
  cartToken,
  clearCartCookie,
  forbiddenOrigin,
  ok,
  placeOrder,
  readBody,
  refuse,
  sameOrigin,
} from '@/features/shop'
import { payloadClient } from '@/lib/payload'

/** Places the order. Idempotent on the form's idempotency_key. */
export async function POST(request: NextRequest) {
  const payload = await payloadClient()
  if (!sameOrigin(request)) return forbiddenOrigin(payload, 'place-order')
  try {
    const placed = await placeOrder(payload, cartToken(request), await readBody(request))
    const redirect = `/kassan/order-mottagen/${placed.orderId}?nyckel=${encodeURIComponent(placed.accessKey)}`
    return clearCartCookie(
      ok({ orderId: placed.orderId, redirect, replayed: placed.replayed, payment: placed.payment }),
    )
  } catch (error) {
    return refuse(payload, 'place-order', error)
  }
}
