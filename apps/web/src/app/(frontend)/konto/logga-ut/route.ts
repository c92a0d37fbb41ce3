import type { NextRequest } from 'next/server'

import {
  clearAuthCookie,
  clearCartCookie,
  forbiddenOrigin,
  ok,
  refuse,
  sameOrigin,
  signOut,
} from '@/features/shop'
import { payloadClient } from '@/platform/payload'

/**
 * Signs the customer out of this browser. The cart stays with the account (it comes back on the next
 * sign-in) and leaves this browser, as on a shared computer it should.
 */
export async function POST(request: NextRequest) {
  const payload = await payloadClient()
  if (!sameOrigin(request)) return forbiddenOrigin(payload, 'account-sign-out')
  try {
    await signOut(payload, request.headers)
    return clearCartCookie(clearAuthCookie(ok({ redirect: '/konto', cartCount: 0 }), payload))
  } catch (error) {
    return refuse(payload, 'account-sign-out', error)
  }
}
