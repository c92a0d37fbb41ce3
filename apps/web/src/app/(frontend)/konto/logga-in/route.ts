import { shopRoute, signedInResponse, signIn } from '@/features/shop'

/** Signs a customer in. The visitor's cart is kept, with the customer's other open carts merged in. */
export const POST = shopRoute('account-sign-in', {}, async ({ payload, body, cartToken }) =>
  signedInResponse(payload, await signIn(payload, body, cartToken)),
)
