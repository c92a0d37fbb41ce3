import { registerCustomer, shopRoute, signedInResponse } from '@/features/shop'

/** Creates a customer account (e-mail and password) and signs it in. */
export const POST = shopRoute('account-register', {}, async ({ payload, body, cartToken }) =>
  signedInResponse(payload, await registerCustomer(payload, body, cartToken)),
)
