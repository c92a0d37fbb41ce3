import { describe, expect, it } from 'vitest'

import type { Order } from '@/payload-types'

import {
  orderConfirmationEmail,
  orderNoticeEmail,
  passwordChangedEmail,
  passwordResetEmail,
  welcomeEmail,
} from './emails'

const customer = { firstName: 'Karin', email: 'karin@example.se' }
const order = {
  id: 7,
  customerEmail: 'karin@example.se',
  billing: { firstName: 'Karin' },
  shipping: {
    firstName: 'Karin',
    lastName: 'Ek',
    address1: 'Storgatan 1',
    postcode: '85234',
    city: 'Sundsvall',
  },
  lines: [{ quantity: 2, title: 'Oljefilter HF-200', sku: 'NIS-HF200', lineTotal: 25000 }],
  totals: { subtotal: 25000, shipping: 7900, total: 32900, vat: 6580 },
  shippingMethodName: 'Postnord',
  paymentMethod: 'faktura',
} as unknown as Order

describe("the shop's e-mail", () => {
  it("greets by first name and signs with the shop's name from the settings", () => {
    for (const mail of [
      welcomeEmail('Testverkstaden', customer),
      passwordResetEmail('Testverkstaden', customer, 'a'.repeat(40)),
      passwordChangedEmail('Testverkstaden', customer),
      orderConfirmationEmail('Testverkstaden', order),
    ]) {
      expect(mail.text).toMatch(/^Hej Karin!\n\n/)
      expect(mail.text).toMatch(/\n\nVänliga hälsningar\nTestverkstaden$/)
    }
    expect(welcomeEmail('Testverkstaden', customer).subject).toBe('Välkommen till Testverkstaden')
    expect(passwordChangedEmail('Testverkstaden', { email: 'per@example.se' }).text).toMatch(
      /^Hej!\n/,
    )
  })

  it('puts the reset link in the reset mail and the order in both order mails', () => {
    expect(passwordResetEmail('Testverkstaden', customer, 'abc').text).toContain(
      '/konto/aterstall-losenord?nyckel=abc',
    )
    for (const mail of [orderConfirmationEmail('Testverkstaden', order), orderNoticeEmail(order)])
      expect(mail.text).toContain('2 × Oljefilter HF-200 (NIS-HF200)')
    expect(orderNoticeEmail(order).text).toMatch(/^Ny order från karin@example.se\.\n\nOrder 7\n/)
  })
})
