import type { Payload } from 'payload'

import { safeLocalPath } from '@/platform/safeRedirect'

import { validateForm } from '../../formFields'
import type { CheckoutInput } from '../../validation'
import { signInSchema } from '../../validation.accounts'
import { payloadStatus, requireValid, ShopError } from '../errors'
import {
  customerByEmail,
  newSession,
  signedIn,
  type CustomerSession,
  type SignedIn,
} from './session'

/** Whether failed sign-ins have locked the account of an address (Payload's maxLoginAttempts). */
async function isLocked(payload: Payload, email: string): Promise<boolean> {
  const lockUntil = (await customerByEmail(payload, email, { hidden: true }))?.lockUntil
  return !!lockUntil && new Date(lockUntil) > new Date()
}

/** How a form answers a wrong password and a locked account. */
export type PasswordRefusals = { wrong: () => ShopError; locked: () => ShopError }

/**
 * The one password check: signing in with Payload's local auth, so a wrong password counts toward the
 * account's lock wherever it is typed. The sign-in it makes is the caller's to hand out or end.
 */
export async function checkPassword(
  payload: Payload,
  email: string,
  password: string,
  refusals: PasswordRefusals,
) {
  try {
    return await payload.login({ collection: 'customers', data: { email, password } })
  } catch (error) {
    if (payloadStatus(error) !== 401) throw error
    // Payload answers 401 both for wrong details and for a locked account; the account tells which.
    if (await isLocked(payload, email)) throw refusals.locked()
    throw refusals.wrong()
  }
}

const signInRefusals: PasswordRefusals = {
  locked: () =>
    new ShopError(
      'För många misslyckade inloggningar. Kontot är låst en kvart – försök igen senare, eller välj ”Glömt lösenordet?”.',
      423,
    ),
  wrong: () =>
    new ShopError('Fel e-postadress eller lösenord.', 401, [
      { field: 'password', message: 'Fel e-postadress eller lösenord.' },
    ]),
}

/** Signs a customer in by e-mail and password; wrong details and a locked account get Swedish answers. */
export const logIn = (payload: Payload, email: string, password: string) =>
  checkPassword(payload, email, password, signInRefusals)

/** The /konto sign-in: the visitor's cart is kept and the customer's other open carts merged into it. */
export async function signIn(
  payload: Payload,
  raw: Record<string, unknown>,
  cartToken: string | null,
): Promise<SignedIn> {
  const input = requireValid(validateForm(signInSchema, raw))
  const login = await logIn(payload, input.email, input.password)
  return signedIn(payload, login, cartToken, safeLocalPath(input.till, '/konto'))
}

/** Signs in the account a checkout has just created (after the order's unit of work committed). */
export async function signInAfterOrder(
  payload: Payload,
  input: CheckoutInput,
): Promise<CustomerSession | null> {
  try {
    const { token } = await payload.login({
      collection: 'customers',
      data: { email: input.billing.email, password: input.accountPassword },
    })
    return newSession(token)
  } catch (err) {
    // The order stands either way; the customer can sign in on /konto.
    payload.logger.warn({ err }, 'shop: the new account could not be signed in after the order')
    return null
  }
}
