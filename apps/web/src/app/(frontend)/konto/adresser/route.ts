import { ok, shopRoute, updateAddresses } from '@/features/shop'

/** Saves the signed-in customer's billing and shipping addresses. */
export const POST = shopRoute(
  'account-addresses',
  { customer: 'required' },
  async ({ payload, customer, body }) =>
    ok({ message: await updateAddresses(payload, customer, body) }),
)
