import type { NextRequest } from 'next/server'

import {
  cartToken,
  changeCart,
  currentCustomer,
  forbiddenOrigin,
  linkCartToCustomer,
  ok,
  readBody,
  refuse,
  sameOrigin,
  withCartCookie,
} from '@/features/shop'
import { payloadClient } from '@/platform/payload'

/** Cart changes: add, update quantities, remove, apply or remove a coupon. */
export async function POST(request: NextRequest) {
  const payload = await payloadClient()
  if (!sameOrigin(request)) return forbiddenOrigin(payload, 'cart')
  try {
    const body = await readBody(request)
    const result = await changeCart(payload, cartToken(request), body)
    // A cart started while signed in is the customer's, so it follows them to their other devices.
    if (result.token && result.token !== cartToken(request)) {
      const customer = await currentCustomer(payload, request.headers)
      if (customer) await linkCartToCustomer(payload, result.token, customer.id)
    }
    return withCartCookie(ok({ cart: result.view, message: result.message }), result.token)
  } catch (error) {
    return refuse(payload, 'cart', error)
  }
}
