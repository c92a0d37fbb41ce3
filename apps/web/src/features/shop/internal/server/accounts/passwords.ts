import type { Payload } from 'payload'

import type { Customer } from '@/payload-types'
import { unitOfWork } from '@/platform/database/sql'

import { isCustomer } from '../../collections/access'
import { SHOP_ACCOUNT_CONTEXT } from '../../collections/Customers'
import { validateForm } from '../../formFields'
import {
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
} from '../../validation.accounts'
import { passwordChangedEmail, passwordResetEmail } from '../emails'
import { payloadStatus, requireValid, ShopError } from '../errors'
import { queueCustomerEmail } from '../outbox'
import {
  customerByEmail,
  endSession,
  newSession,
  requireCustomer,
  signedIn,
  type CustomerSession,
  type SignedIn,
} from './session'
import { checkPassword, type PasswordRefusals } from './signIn'

/** The one answer of the forgot-password form, whether or not the address has an account. */
export const RESET_REQUESTED =
  'Om det finns ett konto med den e-postadressen har vi skickat en länk för att välja ett nytt lösenord. Titta i inkorgen (och i skräpposten) – länken gäller i en timme.'

const RESET_MAIL_INTERVAL_MS = 60_000

/**
 * Sends a password-reset link through the outbox. Never tells whether the address has an account: the
 * answer is the same either way, and at most one link a minute goes to an address.
 */
export async function requestPasswordReset(
  payload: Payload,
  raw: Record<string, unknown>,
  now = new Date(),
): Promise<string> {
  const { email } = requireValid(validateForm(forgotPasswordSchema, raw))
  const customer = await customerByEmail(payload, email)
  if (!customer) {
    payload.logger.info('shop: password reset asked for an address without an account')
    return RESET_REQUESTED
  }
  const recent = await payload.count({
    collection: 'outbox',
    where: {
      and: [
        { customer: { equals: customer.id } },
        { kind: { equals: 'password-reset' } },
        {
          createdAt: {
            greater_than: new Date(now.getTime() - RESET_MAIL_INTERVAL_MS).toISOString(),
          },
        },
      ],
    },
    overrideAccess: true,
  })
  if (recent.totalDocs) return RESET_REQUESTED
  await unitOfWork(payload, async (req) => {
    const token = await payload.forgotPassword({
      collection: 'customers',
      data: { email },
      disableEmail: true,
      context: { [SHOP_ACCOUNT_CONTEXT]: true },
      req,
    })
    if (!token) return
    await queueCustomerEmail(payload, req, customer, 'password-reset', (shop) =>
      passwordResetEmail(shop, customer, token),
    )
  })
  return RESET_REQUESTED
}

/** Sets the new password from a reset link and signs the customer in (a lock from failed logins is lifted). */
export async function resetPassword(
  payload: Payload,
  raw: Record<string, unknown>,
  cartToken: string | null,
): Promise<SignedIn> {
  const input = requireValid(validateForm(resetPasswordSchema, raw))
  const login = await payload
    .resetPassword({
      collection: 'customers',
      data: { token: input.nyckel, password: input.password },
      overrideAccess: true,
    })
    .catch((error: unknown) => {
      if (payloadStatus(error) === 403)
        throw new ShopError(
          'Länken för att välja ett nytt lösenord är ogiltig eller har gått ut. Begär en ny länk.',
          400,
        )
      throw error
    })
  const user = login.user as { id: number } | undefined
  return signedIn(payload, { token: login.token, user }, cartToken, '/konto')
}

/** What 'Byt lösenord' gives the route: this browser's new session and the answer to show. */
export type PasswordChanged = { session: CustomerSession; message: string }

const currentPasswordRefusals: PasswordRefusals = {
  locked: () =>
    new ShopError(
      'För många felaktiga lösenord. Kontot är låst en kvart – försök igen senare.',
      423,
    ),
  wrong: () => {
    const wrong = 'Nuvarande lösenord stämmer inte.'
    return new ShopError(wrong, 400, [{ field: 'current_password', message: wrong }])
  },
}

/**
 * 'Byt lösenord' on /konto, for the customer signed in by the request's auth cookie (never staff).
 * The current password is checked by signing in with it (a wrong one counts toward the account's
 * lock like a failed sign-in); that sign-in is this browser's new session, and setting the new
 * password ends every other session (Payload keeps only the session of the user who sets it). The
 * notice e-mail is written in the same unit of work as the password.
 */
export async function changePassword(
  payload: Payload,
  headers: Headers,
  raw: Record<string, unknown>,
): Promise<PasswordChanged> {
  const customer = await requireCustomer(payload, headers)
  const input = requireValid(validateForm(changePasswordSchema, raw))
  const login = await checkPassword(
    payload,
    customer.email,
    input.current_password,
    currentPasswordRefusals,
  )
  const fresh = newSession(login.token)
  // The new session as Payload sees it (with its session id), so the update below keeps it alone.
  const { user } = await payload.auth({
    headers: new Headers({ Authorization: `JWT ${fresh.token}` }),
  })
  if (!isCustomer(user) || user.id !== customer.id)
    throw new Error('shop: the password check signed in another account')
  try {
    await unitOfWork(payload, async (req) => {
      await payload.update({
        collection: 'customers',
        id: customer.id,
        data: { password: input.password },
        overrideAccess: false,
        user,
        depth: 0,
        req,
      })
      await queueCustomerEmail(payload, req, customer, 'password-changed', (shop) =>
        passwordChangedEmail(shop, customer),
      )
    })
  } catch (error) {
    // Nothing changed: the session made by the password check is not handed out, so end it.
    await endSession(payload, user as Customer).catch((err: unknown) =>
      payload.logger.warn({ err }, 'shop: the session of a failed password change was not ended'),
    )
    throw error
  }
  return {
    session: fresh,
    message:
      'Ditt lösenord har ändrats. Du är fortfarande inloggad här; på dina andra enheter loggar du in med det nya lösenordet.',
  }
}
