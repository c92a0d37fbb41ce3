import type { NextRequest } from 'next/server'

import {
  cartToken,
  forbiddenOrigin,
  ok,
  quoteCheckout,
  readBody,
  refuse,
  sameOrigin,
} from '@/features/shop'
import { payloadClient } from '@/platform/payload'

/** Recalculates the checkout totals for a shipping method and destination (spec 4.6). */
export async function POST(request: NextRequest) {
  const payload = await payloadClient()
  if (!sameOrigin(request)) return forbiddenOrigin(payload, 'checkout-quote')
  try {
    const q = await quoteCheckout(payload, cartToken(request), await readBody(request))
    return ok({
      quote: q.quote,
      shippingOptions: q.shippingOptions,
      shippingMethod: q.shippingMethod,
    })
  } catch (error) {
    return refuse(payload, 'checkout-quote', error)
  }
}
