import { describe, expect, it } from 'vitest'

import { billingAddress } from '../../../../tests/support/checkout'
import {
  addressFormFields,
  addressSchema,
  billingSchema,
  customerAddresses,
  orderAddress,
  postcodeError,
} from './address'

const shipping = {
  shipping_first_name: ' Anna ',
  shipping_last_name: 'Berg',
  shipping_country: 'SE',
  shipping_address_1: ' Hamngatan 9 ',
  shipping_postcode: ' 852 30 ',
  shipping_city: 'Sundsvall ',
}

describe('address blocks', () => {
  it('give the trimmed values, typed, with the postcode as it is stored', () => {
    expect(addressSchema('shipping').parse(shipping)).toEqual({
      firstName: 'Anna',
      lastName: 'Berg',
      company: '',
      country: 'SE',
      address1: 'Hamngatan 9',
      address2: '',
      postcode: '85230',
      city: 'Sundsvall',
      state: '',
    })
  })

  it("keep the billing block's phone and a lower-cased e-mail", () => {
    const billing = billingSchema.parse({
      ...billingAddress,
      billing_phone: ' 060-12 34 50 ',
      billing_email: ' Karin@Example.se ',
    })
    expect(billing).toMatchObject({ firstName: 'Karin', phone: '060-12 34 50' })
    expect(billing.email).toBe('karin@example.se')
  })

  it('report each problem under its form field, in form order', () => {
    const result = addressSchema('billing').safeParse({
      billing_first_name: ' ',
      billing_country: '',
    })
    expect(result.error?.issues.map((i) => i.path[0])).toEqual([
      'billing_first_name',
      'billing_last_name',
      'billing_country',
      'billing_address_1',
      'billing_postcode',
      'billing_city',
    ])
  })
})

describe('postcodeError', () => {
  const at = (country: 'SE' | 'NO', postcode: string) =>
    ({ ...addressSchema('shipping').parse(shipping), country, postcode }) as const

  it('wants five digits in Sweden and 3–10 letters, digits and hyphens elsewhere', () => {
    expect(postcodeError('shipping', at('SE', '85230'))).toBeNull()
    expect(postcodeError('shipping', at('SE', '8523'))).toEqual({
      field: 'shipping_postcode',
      message: 'Postnumret för leverans är inte giltigt.',
    })
    expect(postcodeError('billing', at('NO', '0150'))).toBeNull()
    expect(postcodeError('billing', at('NO', '01'))?.message).toBe('Postnumret är inte giltigt.')
  })
})

describe('stored addresses', () => {
  const billing = { ...billingSchema.parse({ ...billingAddress, billing_email: 'k@example.se' }) }
  const elsewhere = addressSchema('shipping').parse(shipping)

  it('go onto an order with the contact on the billing address only', () => {
    expect(orderAddress(billing, { phone: billing.phone, email: billing.email })).toMatchObject({
      firstName: 'Karin',
      phone: '060-12 34 50',
      email: 'k@example.se',
    })
    expect(orderAddress(elsewhere)).toMatchObject({ firstName: 'Anna', phone: '', email: '' })
    expect(orderAddress(billing)).not.toHaveProperty('phone', billing.phone)
  })

  it('go onto an account, and back into the form they came from', () => {
    const account = customerAddresses(billing, elsewhere)
    expect(account).toMatchObject({
      firstName: 'Karin',
      phone: '060-12 34 50',
      billing: { address1: 'Storgatan 1', postcode: '85234' },
      shipping: { firstName: 'Anna', city: 'Sundsvall' },
    })
    expect(account.billing).not.toHaveProperty('firstName')
    expect(customerAddresses(billing, null).shipping).toMatchObject({ address1: '', country: null })
    expect(addressFormFields('shipping', account.shipping)).toMatchObject({
      shipping_first_name: 'Anna',
      shipping_address_1: 'Hamngatan 9',
      shipping_postcode: '85230',
    })
  })
})
