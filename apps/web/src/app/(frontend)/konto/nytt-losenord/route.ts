import { resetPassword, shopRoute, signedInResponse } from '@/features/shop'

/** Sets a new password from a reset link's key and signs the customer in. */
export const POST = shopRoute('account-reset-password', {}, async ({ payload, body, cartToken }) =>
  signedInResponse(payload, await resetPassword(payload, body, cartToken)),
)
