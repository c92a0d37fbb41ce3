import {
  changeCart,
  currentCustomer,
  linkCartToCustomer,
  ok,
  shopRoute,
  withCartCookie,
} from '@/features/shop'

/** Cart changes: add, update quantities, remove, apply or remove a coupon. */
export const POST = shopRoute('cart', {}, async ({ payload, request, body, cartToken }) => {
  const result = await changeCart(payload, cartToken, body)
  // A cart started while signed in is the customer's, so it follows them to their other devices.
  if (result.token && result.token !== cartToken) {
    const customer = await currentCustomer(payload, request.headers)
    if (customer) await linkCartToCustomer(payload, result.token, customer.id)
  }
  return withCartCookie(ok({ cart: result.view, message: result.message }), result.token)
})
