// The checkout form as a customer posts it, for the validators' unit tests and the shop's integration
// tests. Plain data only: the integration harness has to start before any app module is loaded.

/** Karin Ek's billing address and phone, as the checkout and the /konto address form post them. */
export const billingAddress = {
  billing_first_name: 'Karin',
  billing_last_name: 'Ek',
  billing_country: 'SE',
  billing_address_1: 'Storgatan 1',
  billing_postcode: '852 34',
  billing_city: 'Sundsvall',
  billing_phone: '060-12 34 50',
}

/**
 * A complete checkout form: Karin's billing address and e-mail, the shipping method with id
 * `shippingMethod`, payment by invoice and the idempotency key `key`. `over` replaces or adds fields.
 */
export const checkoutForm = (
  shippingMethod: number | string,
  key: string,
  over: Record<string, unknown> = {},
) => ({
  ...billingAddress,
  billing_email: 'karin@example.se',
  'shipping_method[0]': String(shippingMethod),
  payment_method: 'faktura',
  idempotency_key: key,
  ...over,
})

let keys = 0
/** An idempotency key no other order of the test run has used. */
export const newKey = () => `testkey${Date.now()}${++keys}abcdefgh`
