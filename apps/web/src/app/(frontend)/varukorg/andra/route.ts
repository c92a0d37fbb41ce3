import type { NextRequest } from 'next/server'

import {
  cartToken,
  changeCart,
  forbiddenOrigin,
  ok,
  readBody,
  refuse,
  sameOrigin,
  withCartCookie,
} from '@/features/shop'
import { payloadClient } from '@/lib/payload'

/** Cart changes: add, update quantities, remove, apply or remove a coupon. */
export async function POST(request: NextRequest) {
  const payload = await payloadClient()
  if (!sameOrigin(request)) return forbiddenOrigin(payload, 'cart')
  try {
    const body = await readBody(request)
    const result = await changeCart(payload, cartToken(request), body)
    return withCartCookie(ok({ cart: result.view, message: result.message }), result.token)
  } catch (error) {
    return refuse(payload, 'cart', error)
  }
}
