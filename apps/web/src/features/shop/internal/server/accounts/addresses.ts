import type { Payload } from 'payload'

import type { Customer } from '@/payload-types'

import { addressFormFields, customerAddresses } from '../../address'
import type { CheckoutInput } from '../../validation'
import { validateAccountAddresses, type AccountAddresses } from '../../validation.accounts'
import { requireValid } from '../errors'

/** A checkout's addresses as the account keeps them (no shipping address: goods go to billing). */
export const addressesOfCheckout = (input: CheckoutInput): AccountAddresses => ({
  billing: input.billing,
  shipping: input.shipToDifferentAddress ? input.shipping : null,
})

/** Saves the addresses edited on /konto (billing contact, billing and shipping address). */
export async function updateAddresses(
  payload: Payload,
  customer: Customer,
  raw: Record<string, unknown>,
): Promise<string> {
  const { billing, shipping } = requireValid(validateAccountAddresses(raw))
  await payload.update({
    collection: 'customers',
    id: customer.id,
    overrideAccess: false,
    user: customer,
    depth: 0,
    data: customerAddresses(billing, shipping),
  })
  return 'Adresserna har sparats.'
}

/**
 * After a signed-in customer's order, the account keeps the addresses just used, so the next
 * checkout starts from them (best effort: the order is already placed).
 */
export async function rememberCheckoutAddresses(
  payload: Payload,
  customerId: number,
  input: CheckoutInput,
): Promise<void> {
  const { billing, shipping } = addressesOfCheckout(input)
  await payload
    .update({
      collection: 'customers',
      id: customerId,
      overrideAccess: true,
      depth: 0,
      data: customerAddresses(billing, shipping),
    })
    .catch((err: unknown) =>
      payload.logger.warn({ err, customerId }, 'shop: the checkout addresses were not saved'),
    )
}

/** The checkout form's fields filled from the account (names as in the form). */
export function checkoutPrefill(customer: Customer): Record<string, string> {
  const shipping = customer.shipping ?? {}
  const fields = {
    ...addressFormFields('billing', {
      ...customer.billing,
      firstName: customer.firstName,
      lastName: customer.lastName,
    }),
    billing_phone: customer.phone,
    billing_email: customer.email,
    ...(shipping.address1
      ? { ship_to_different_address: '1', ...addressFormFields('shipping', shipping) }
      : {}),
  }
  return Object.fromEntries(
    Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string' && !!e[1]),
  )
}
