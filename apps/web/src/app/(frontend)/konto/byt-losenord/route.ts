import type { NextRequest } from 'next/server'

import {
  changePassword,
  forbiddenOrigin,
  ok,
  readBody,
  refuse,
  sameOrigin,
  withAuthCookie,
} from '@/features/shop'
import { payloadClient } from '@/platform/payload'

/**
 * Changes the signed-in customer's password. This browser stays signed in with a fresh auth cookie;
 * the customer's other sessions end.
 */
export async function POST(request: NextRequest) {
  const payload = await payloadClient()
  if (!sameOrigin(request)) return forbiddenOrigin(payload, 'account-change-password')
  try {
    const changed = await changePassword(payload, request.headers, await readBody(request))
    return withAuthCookie(ok({ message: changed.message }), payload, changed.session)
  } catch (error) {
    return refuse(payload, 'account-change-password', error)
  }
}
