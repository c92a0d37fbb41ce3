import { clearAuthCookie, clearCartCookie, ok, shopRoute, signOut } from '@/features/shop'

/**
 * Signs the customer out of this browser. The cart stays with the account (it comes back on the next
 * sign-in) and leaves this browser, as on a shared computer it should.
 */
export const POST = shopRoute(
  'account-sign-out',
  { body: 'none' },
  async ({ payload, request }) => {
    await signOut(payload, request.headers)
    return clearCartCookie(clearAuthCookie(ok({ redirect: '/konto', cartCount: 0 }), payload))
  },
)
