import type { NextRequest } from 'next/server'

import {
  currentCustomer,
  forbiddenOrigin,
  ok,
  readBody,
  refuse,
  sameOrigin,
  ShopError,
  updateAddresses,
} from '@/features/shop'
import { payloadClient } from '@/platform/payload'

/** Saves the signed-in customer's billing and shipping addresses. */
export async function POST(request: NextRequest) {
  const payload = await payloadClient()
  if (!sameOrigin(request)) return forbiddenOrigin(payload, 'account-addresses')
  try {
    const customer = await currentCustomer(payload, request.headers)
    if (!customer) throw new ShopError('Du är inte inloggad längre. Logga in och försök igen.', 401)
    return ok({ message: await updateAddresses(payload, customer, await readBody(request)) })
  } catch (error) {
    return refuse(payload, 'account-addresses', error)
  }
}
