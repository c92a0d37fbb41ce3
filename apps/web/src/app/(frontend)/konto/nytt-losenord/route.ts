import type { NextRequest } from 'next/server'

import {
  cartToken,
  forbiddenOrigin,
  readBody,
  refuse,
  resetPassword,
  sameOrigin,
  signedInResponse,
} from '@/features/shop'
import { payloadClient } from '@/platform/payload'

/** Sets a new password from a reset link's key and signs the customer in. */
export async function POST(request: NextRequest) {
  const payload = await payloadClient()
  if (!sameOrigin(request)) return forbiddenOrigin(payload, 'account-reset-password')
  try {
    return signedInResponse(
      payload,
      await resetPassword(payload, await readBody(request), cartToken(request)),
    )
  } catch (error) {
    return refuse(payload, 'account-reset-password', error)
  }
}
