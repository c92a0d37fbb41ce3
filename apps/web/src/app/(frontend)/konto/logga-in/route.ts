import type { NextRequest } from 'next/server'

import {
  cartToken,
  forbiddenOrigin,
  readBody,
  refuse,
  sameOrigin,
  signedInResponse,
  signIn,
} from '@/features/shop'
import { payloadClient } from '@/platform/payload'

/** Signs a customer in. The visitor's cart is kept, with the customer's other open carts merged in. */
export async function POST(request: NextRequest) {
  const payload = await payloadClient()
  if (!sameOrigin(request)) return forbiddenOrigin(payload, 'account-sign-in')
  try {
    return signedInResponse(
      payload,
      await signIn(payload, await readBody(request), cartToken(request)),
    )
  } catch (error) {
    return refuse(payload, 'account-sign-in', error)
  }
}
