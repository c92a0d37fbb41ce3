import type { NextRequest } from 'next/server'

import {
  cartToken,
  forbiddenOrigin,
  readBody,
  refuse,
  registerCustomer,
  sameOrigin,
  signedInResponse,
} from '@/features/shop'
import { payloadClient } from '@/platform/payload'

/** Creates a customer account (e-mail and password) and signs it in. */
export async function POST(request: NextRequest) {
  const payload = await payloadClient()
  if (!sameOrigin(request)) return forbiddenOrigin(payload, 'account-register')
  try {
    return signedInResponse(
      payload,
      await registerCustomer(payload, await readBody(request), cartToken(request)),
    )
  } catch (error) {
    return refuse(payload, 'account-register', error)
  }
}
