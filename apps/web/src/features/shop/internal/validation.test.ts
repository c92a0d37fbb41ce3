import { describe, expect, it } from 'vitest'

import { checkoutForm } from '../../../../tests/support/checkout'
import { cartRequestSchema, reviewSchema, validateCheckout } from './validation'

// The e-mail in mixed case: the validator lower-cases it.
const valid = checkoutForm(3, 'abcdefghijklmnop1234', { billing_email: 'Karin@Example.se' })

describe('validateCheckout', () => {
  it('accepts a complete form and ships to the billing address by default', () => {
    const result = validateCheckout(valid)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.data.billing.email).toBe('karin@example.se')
    expect(result.data.billing.postcode).toBe('85234')
    expect(result.data.shipping).toEqual(
      expect.objectContaining({ city: 'Sundsvall', firstName: 'Karin' }),
    )
    expect(result.data.shippingMethod).toBe('3')
  })

  it("names each missing required field as '<fält> är ett obligatoriskt fält.'", () => {
    const result = validateCheckout({ ...valid, billing_first_name: '  ', billing_city: undefined })
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'billing_first_name', message: 'Förnamn är ett obligatoriskt fält.' },
        { field: 'billing_city', message: 'Ort är ett obligatoriskt fält.' },
      ],
    })
  })

  it('validates the shipping block only when shipping to a different address', () => {
    const off = validateCheckout({ ...valid, shipping_first_name: '' })
    expect(off.ok).toBe(true)
    const on = validateCheckout({ ...valid, ship_to_different_address: '1' })
    expect(on.ok).toBe(false)
    if (on.ok) return
    expect(on.errors.map((e) => e.field)).toEqual([
      'shipping_first_name',
      'shipping_last_name',
      'shipping_country',
      'shipping_address_1',
      'shipping_postcode',
      'shipping_city',
    ])
    expect(on.errors[0]?.message).toBe('Förnamn för leverans är ett obligatoriskt fält.')
  })

  it('refuses a bad e-mail, a bad Swedish postcode, an unknown country and payment method', () => {
    const result = validateCheckout({
      ...valid,
      billing_email: 'karin@',
      billing_postcode: '1234',
      billing_country: 'XX',
      payment_method: 'bitcoin',
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    const messages = Object.fromEntries(result.errors.map((e) => [e.field, e.message]))
    expect(messages.billing_email).toBe('E-postadressen är inte giltig.')
    expect(messages.billing_country).toBe('Land är ett obligatoriskt fält.')
    expect(messages.payment_method).toBe('Betalsätt är ett obligatoriskt fält.')
    const postcode = validateCheckout({ ...valid, billing_postcode: '1234' })
    expect(postcode.ok ? [] : postcode.errors).toEqual([
      { field: 'billing_postcode', message: 'Postnumret är inte giltigt.' },
    ])
  })

  it('requires an idempotency key', () => {
    const result = validateCheckout({ ...valid, idempotency_key: 'x' })
    expect(result.ok ? null : result.errors[0]?.message).toMatch(/beställningsnyckel/)
  })
})

describe('cart requests', () => {
  it('accepts the known operations and refuses the rest in Swedish', () => {
    expect(cartRequestSchema.parse({ op: 'add', productId: 7, quantity: '2' })).toEqual({
      op: 'add',
      productId: '7',
      quantity: 2,
    })
    expect(
      cartRequestSchema.safeParse({ op: 'add', productId: '7', quantity: 0 }).error?.issues[0]
        ?.message,
    ).toBe('Ange minst 1.')
    expect(
      cartRequestSchema.safeParse({ op: 'update', items: [{ productId: '7', quantity: -1 }] }).error
        ?.issues[0]?.message,
    ).toBe('Antalet kan inte vara negativt.')
    expect(
      cartRequestSchema.safeParse({ op: 'update', items: [{ productId: '7', quantity: 1.5 }] })
        .error?.issues[0]?.message,
    ).toBe('Ange ett helt antal.')
    for (const productId of ['abc def', '', -1, 1.5, null])
      expect(
        cartRequestSchema.safeParse({ op: 'add', productId }).error?.issues.map((i) => i.message),
      ).toEqual(['Produkten finns inte.'])
    expect(cartRequestSchema.safeParse({ op: 'drop' }).error?.issues[0]?.message).toBe(
      'Okänd åtgärd för varukorgen.',
    )
    expect(cartRequestSchema.safeParse({ op: 'coupon', code: ' ' }).error?.issues[0]?.message).toBe(
      'Ange en rabattkod.',
    )
  })
})

describe('reviews', () => {
  it('needs a rating from 1 to 5, a name, an e-mail address and a text', () => {
    expect(
      reviewSchema.parse({ rating: '5', author: 'Per', email: 'per@example.se', body: 'Bra' })
        .rating,
    ).toBe(5)
    expect(
      reviewSchema.safeParse({ rating: '6', author: 'Per', email: 'per@example.se', body: 'Bra' })
        .error?.issues[0]?.message,
    ).toBe('Välj ett betyg mellan 1 och 5.')
    expect(
      reviewSchema.safeParse({ rating: '4', author: '', email: 'per@example.se', body: 'Bra' })
        .error?.issues[0]?.message,
    ).toBe('Namn är ett obligatoriskt fält.')
  })
})
