import { describe, expect, it } from 'vitest'

import { billingAddress, checkoutForm } from '../../../../tests/support/checkout'
import { validateForm } from './formFields'
import { validateCheckout } from './validation'
import {
  changePasswordSchema,
  forgotPasswordSchema,
  registerSchema,
  resetPasswordSchema,
  signInSchema,
  validateAccountAddresses,
} from './validation.accounts'

const checkout = checkoutForm(3, 'abcdefghijklmnop1234')

describe("checkout with 'Skapa ett konto?'", () => {
  it('asks for a password only when the box is ticked', () => {
    const without = validateCheckout({ ...checkout, account_password: '' })
    expect(without.ok && without.data.accountPassword).toBe('')
    const missing = validateCheckout({ ...checkout, createaccount: '1' })
    expect(missing).toEqual({
      ok: false,
      errors: [{ field: 'account_password', message: 'Ange ett lösenord för ditt nya konto.' }],
    })
  })

  it('refuses a short password and keeps a long one exactly as typed', () => {
    const short = validateCheckout({ ...checkout, createaccount: '1', account_password: 'kort' })
    expect(short).toEqual({
      ok: false,
      errors: [
        { field: 'account_password', message: 'Lösenordet måste vara minst 10 tecken långt.' },
      ],
    })
    const ok = validateCheckout({
      ...checkout,
      createaccount: '1',
      account_password: ' tre ord här ',
    })
    expect(ok.ok && ok.data).toMatchObject({
      createAccount: true,
      accountPassword: ' tre ord här ',
    })
  })

  it('reports the password with the other fields in error, in form order', () => {
    const result = validateCheckout({
      ...checkout,
      billing_city: '',
      createaccount: 'on',
      account_password: '123',
    })
    expect(!result.ok && result.errors.map((e) => e.field)).toEqual([
      'billing_city',
      'account_password',
    ])
  })
})

describe('account forms', () => {
  it('signs in with a trimmed, lower-cased e-mail and any non-empty password', () => {
    expect(
      validateForm(signInSchema, { email: ' Karin@Example.SE ', password: 'x', till: '/kassan' }),
    ).toEqual({ ok: true, data: { email: 'karin@example.se', password: 'x', till: '/kassan' } })
    expect(validateForm(signInSchema, { email: '', password: '' })).toEqual({
      ok: false,
      errors: [
        { field: 'email', message: 'E-postadress är ett obligatoriskt fält.' },
        { field: 'password', message: 'Lösenord är ett obligatoriskt fält.' },
      ],
    })
  })

  it('gives one message per field on registration', () => {
    expect(validateForm(registerSchema, { email: 'inte-en-adress', password: '' })).toEqual({
      ok: false,
      errors: [
        { field: 'email', message: 'E-postadressen är inte giltig.' },
        { field: 'password', message: 'Välj ett lösenord.' },
      ],
    })
    expect(
      validateForm(registerSchema, { email: 'per@example.se', password: 'x'.repeat(129) }),
    ).toEqual({
      ok: false,
      errors: [{ field: 'password', message: 'Lösenordet får vara högst 128 tecken långt.' }],
    })
  })

  it('asks for an e-mail on the forgot-password form', () => {
    expect(validateForm(forgotPasswordSchema, {})).toEqual({
      ok: false,
      errors: [{ field: 'email', message: 'E-postadress är ett obligatoriskt fält.' }],
    })
  })

  it('needs a well-formed reset key and the same new password twice', () => {
    const key = 'a'.repeat(40)
    expect(
      validateForm(resetPasswordSchema, {
        nyckel: key,
        password: 'nytt lösenord 1',
        password_confirm: 'nytt lösenord 2',
      }),
    ).toEqual({
      ok: false,
      errors: [{ field: 'password_confirm', message: 'Lösenorden stämmer inte överens.' }],
    })
    expect(
      validateForm(resetPasswordSchema, {
        nyckel: '../../x',
        password: 'nytt lösenord 1',
        password_confirm: 'nytt lösenord 1',
      }),
    ).toEqual({
      ok: false,
      errors: [
        {
          field: 'nyckel',
          message: 'Länken för att välja ett nytt lösenord är ogiltig. Begär en ny länk.',
        },
      ],
    })
  })
})

describe("'Byt lösenord'", () => {
  const change = (fields: Record<string, unknown>) => validateForm(changePasswordSchema, fields)

  it('asks for every field, with the registration rules for the new password', () => {
    expect(change({})).toEqual({
      ok: false,
      errors: [
        { field: 'current_password', message: 'Ange ditt nuvarande lösenord.' },
        { field: 'password', message: 'Välj ett nytt lösenord.' },
        { field: 'password_confirm', message: 'Upprepa det nya lösenordet.' },
      ],
    })
    expect(
      change({ current_password: 'gammalt lösen', password: 'kort', password_confirm: 'kort' }),
    ).toEqual({
      ok: false,
      errors: [{ field: 'password', message: 'Lösenordet måste vara minst 10 tecken långt.' }],
    })
    expect(
      change({
        current_password: 'gammalt lösen',
        password: 'x'.repeat(129),
        password_confirm: 'x'.repeat(129),
      }),
    ).toEqual({
      ok: false,
      errors: [{ field: 'password', message: 'Lösenordet får vara högst 128 tecken långt.' }],
    })
  })

  it('needs the same new password twice, and one that differs from the current', () => {
    expect(
      change({
        current_password: 'gammalt lösen',
        password: 'nytt lösenord 1',
        password_confirm: 'nytt lösenord 2',
      }),
    ).toEqual({
      ok: false,
      errors: [{ field: 'password_confirm', message: 'Lösenorden stämmer inte överens.' }],
    })
    expect(
      change({
        current_password: 'samma lösenord',
        password: 'samma lösenord',
        password_confirm: 'samma lösenord',
      }),
    ).toEqual({
      ok: false,
      errors: [
        { field: 'password', message: 'Det nya lösenordet måste skilja sig från det nuvarande.' },
      ],
    })
  })

  it('keeps both passwords exactly as typed (spaces are part of them)', () => {
    expect(
      change({
        current_password: ' gammalt ',
        password: ' tre ord här ',
        password_confirm: ' tre ord här ',
        username: 'ignoreras@example.se',
      }),
    ).toEqual({
      ok: true,
      data: {
        current_password: ' gammalt ',
        password: ' tre ord här ',
        password_confirm: ' tre ord här ',
      },
    })
  })
})

describe('validateAccountAddresses', () => {
  it('saves the billing address alone when goods go there', () => {
    const result = validateAccountAddresses({ ...billingAddress, shipping_city: 'ignoreras' })
    expect(result).toEqual({
      ok: true,
      data: {
        billing: expect.objectContaining({
          city: 'Sundsvall',
          postcode: '85234',
          phone: '060-12 34 50',
        }),
        shipping: null,
      },
    })
  })

  it('checks the shipping address when it is used, and Swedish postcodes', () => {
    const result = validateAccountAddresses({
      ...billingAddress,
      billing_postcode: '8523',
      ship_to_different_address: '1',
      shipping_first_name: 'Lager',
    })
    expect(!result.ok && result.errors.map((e) => e.message)).toEqual([
      'Efternamn för leverans är ett obligatoriskt fält.',
      'Land för leverans är ett obligatoriskt fält.',
      'Gatuadress för leverans är ett obligatoriskt fält.',
      'Postnummer för leverans är ett obligatoriskt fält.',
      'Ort för leverans är ett obligatoriskt fält.',
      'Postnumret är inte giltigt.',
    ])
  })
})
