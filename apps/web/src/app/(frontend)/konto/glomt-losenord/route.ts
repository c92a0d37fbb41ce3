import type { NextRequest } from 'next/server'

import {
  forbiddenOrigin,
  ok,
  readBody,
  refuse,
  requestPasswordReset,
  sameOrigin,
} from '@/features/shop'
import { payloadClient } from '@/platform/payload'

/** Sends a password-reset link through the outbox; the answer never tells whether the account exists. */
export async function POST(request: NextRequest) {
  const payload = await payloadClient()
  if (!sameOrigin(request)) return forbiddenOrigin(payload, 'account-forgot-password')
  try {
    return ok({ message: await requestPasswordReset(payload, await readBody(request)) })
  } catch (error) {
    return refuse(payload, 'account-forgot-password', error)
  }
}
