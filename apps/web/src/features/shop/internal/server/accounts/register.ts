import type { Payload, PayloadRequest } from 'payload'

import type { Customer } from '@/payload-types'
import { unitOfWork } from '@/platform/database/sql'

import { customerAddresses } from '../../address'
import { validateForm } from '../../formFields'
import type { CheckoutInput } from '../../validation'
import { registerSchema } from '../../validation.accounts'
import { welcomeEmail } from '../emails'
import { requireValid, ShopError } from '../errors'
import { queueCustomerEmail } from '../outbox'
import { addressesOfCheckout } from './addresses'
import { customerByEmail, signedIn, type SignedIn } from './session'
import { logIn } from './signIn'

const accountExists = (email: string, field: string, checkout: boolean) =>
  new ShopError(
    checkout
      ? `Det finns redan ett konto med e-postadressen ${email}. Logga in under Mitt konto för att beställa med ditt konto, eller avmarkera ”Skapa ett konto?”.`
      : `Det finns redan ett konto med e-postadressen ${email}. Logga in, eller välj ”Glömt lösenordet?” om du inte minns lösenordet.`,
    409,
    [{ field, message: `Det finns redan ett konto med e-postadressen ${email}. Logga in först.` }],
  )

const queueWelcomeEmail = (payload: Payload, req: PayloadRequest, customer: Customer) =>
  queueCustomerEmail(payload, req, customer, 'welcome', (shop) => welcomeEmail(shop, customer))

/**
 * Creates the account a checkout asked for ('Skapa ett konto?'), inside the order's unit of work: if
 * any later step fails, the account and its welcome e-mail are rolled back with the order. The
 * billing and shipping details become the account's saved addresses.
 */
export async function createCustomerForOrder(
  payload: Payload,
  req: PayloadRequest,
  input: CheckoutInput,
): Promise<Customer> {
  const email = input.billing.email
  if (await customerByEmail(payload, email, { req }))
    throw accountExists(email, 'billing_email', true)
  let customer: Customer
  try {
    const { billing, shipping } = addressesOfCheckout(input)
    customer = await payload.create({
      collection: 'customers',
      req,
      overrideAccess: true,
      depth: 0,
      data: { email, password: input.accountPassword, ...customerAddresses(billing, shipping) },
    })
  } catch (error) {
    // Another request made the same account a moment ago (the e-mail is unique).
    const invalid = (error as { data?: { errors?: { path?: string }[] } })?.data?.errors
    if (invalid?.some((e) => e.path === 'email')) throw accountExists(email, 'billing_email', true)
    throw error
  }
  await queueWelcomeEmail(payload, req, customer)
  return customer
}

/**
 * Removes an account a checkout made whose order was then cancelled before payment (the card payment
 * could not start), with its unsent welcome e-mail, so the same form can be sent again.
 */
export async function discardNewAccount(payload: Payload, customerId: number): Promise<void> {
  await unitOfWork(payload, async (req) => {
    await payload.delete({
      collection: 'outbox',
      where: { and: [{ customer: { equals: customerId } }, { kind: { equals: 'welcome' } }] },
      overrideAccess: true,
      req,
    })
    await payload.delete({ collection: 'customers', id: customerId, overrideAccess: true, req })
  })
}

/** The /konto registration form: e-mail and password; the welcome e-mail goes to the outbox. */
export async function registerCustomer(
  payload: Payload,
  raw: Record<string, unknown>,
  cartToken: string | null,
): Promise<SignedIn> {
  const input = requireValid(validateForm(registerSchema, raw))
  if (await customerByEmail(payload, input.email)) throw accountExists(input.email, 'email', false)
  try {
    await unitOfWork(payload, async (req) => {
      const customer = await payload.create({
        collection: 'customers',
        req,
        overrideAccess: true,
        depth: 0,
        data: { email: input.email, password: input.password },
      })
      await queueWelcomeEmail(payload, req, customer)
    })
  } catch (error) {
    if (await customerByEmail(payload, input.email))
      throw accountExists(input.email, 'email', false)
    throw error
  }
  const login = await logIn(payload, input.email, input.password)
  return signedIn(payload, login, cartToken, '/konto')
}
