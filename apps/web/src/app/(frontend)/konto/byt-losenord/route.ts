import { changePassword, ok, shopRoute, withAuthCookie } from '@/features/shop'

/**
 * Changes the signed-in customer's password. This browser stays signed in with a fresh auth cookie;
 * the customer's other sessions end. changePassword finds the signed-in customer from the request's
 * cookie itself, so the route asks for none.
 */
export const POST = shopRoute('account-change-password', {}, async ({ payload, request, body }) => {
  const changed = await changePassword(payload, request.headers, body)
  return withAuthCookie(ok({ message: changed.message }), payload, changed.session)
})
