import type { NextRequest } from 'next/server'

import { cartCount, cartToken, ok } from '@/features/shop'
import { payloadClient } from '@/platform/payload'

export const dynamic = 'force-dynamic'

/** The header cart count, fetched by the client so cached pages stay the same for everyone. */
export async function GET(request: NextRequest) {
  const token = cartToken(request)
  // No cookie, no cart: answer without touching the database.
  if (!token) return ok({ count: 0 })
  return ok({ count: await cartCount(await payloadClient(), token) })
}
