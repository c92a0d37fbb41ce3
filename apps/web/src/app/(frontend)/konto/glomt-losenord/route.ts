import { ok, requestPasswordReset, shopRoute } from '@/features/shop'

/** Sends a password-reset link through the outbox; the answer never tells whether the account exists. */
export const POST = shopRoute('account-forgot-password', {}, async ({ payload, body }) =>
  ok({ message: await requestPasswordReset(payload, body) }),
)
