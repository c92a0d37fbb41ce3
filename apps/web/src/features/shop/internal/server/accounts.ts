import { createLocalReq, logoutOperation, type Payload, type PayloadRequest } from 'payload'

import { safeLocalPath } from '@/platform/safeRedirect'
import { siteUrl } from '@/platform/siteUrl'
import type { Customer } from '@/payload-types'

import { isCustomer } from '../collections/access'
import { CUSTOMER_SESSION_SECONDS, SHOP_ACCOUNT_CONTEXT } from '../collections/Customers'
import {
  changePasswordSchema,
  forgotPasswordSchema,
  registerSchema,
  resetPasswordSchema,
  signInSchema,
  validateAccountAddresses,
  validateForm,
  type AccountAddresses,
  type CheckoutInput,
  type Validated,
} from '../validation'
import { mergeCartsOnSignIn } from './cart'
import { unitOfWork } from '@/platform/database/sql'
import { ShopError } from './errors'

/** A signed-in customer's Payload token, to be set as the auth cookie (http.ts: withAuthCookie). */
export type CustomerSession = { token: string; expiresAt: Date }

/** What signing in (or registering, or resetting the password) gives the route to answer with. */
export type SignedIn = {
  session: CustomerSession
  customerId: number
  /** The cart cookie to keep after merging carts; null: the browser should have none. */
  cartToken: string | null
  /** A path on this site to go to next. */
  redirect: string
}

const session = (token: string | undefined): CustomerSession => {
  if (!token) throw new Error('shop: Payload signed a customer in without a token')
  return { token, expiresAt: new Date(Date.now() + CUSTOMER_SESSION_SECONDS * 1000) }
}

/**
 * What a sign-in (by password, registration or reset link) answers with: the customer's session and
 * cart, the visitor's cart merged with the customer's other open carts, and the page to go to next.
 */
async function signedIn(
  payload: Payload,
  login: { token?: string; user?: { id: number } | null },
  cartToken: string | null,
  redirect: string,
): Promise<SignedIn> {
  if (!login.user) throw new Error('shop: Payload signed a customer in without the account')
  const customerId = login.user.id
  return {
    session: session(login.token),
    customerId,
    cartToken: await mergeCartsOnSignIn(payload, cartToken, customerId),
    redirect,
  }
}

function valid<T>(result: Validated<T>): T {
  if (result.ok) return result.data
  throw new ShopError(result.errors[0]?.message ?? 'Kontrollera uppgifterna.', 400, result.errors)
}

/** The signed-in customer behind a request's auth cookie, or null (signed out, or signed in as staff). */
export async function currentCustomer(
  payload: Payload,
  headers: Headers,
): Promise<Customer | null> {
  const { user } = await payload.auth({ headers })
  return isCustomer(user) ? (user as Customer) : null
}

async function customerByEmail(
  payload: Payload,
  email: string,
  req?: PayloadRequest,
): Promise<Customer | null> {
  const { docs } = await payload.find({
    collection: 'customers',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

const accountExists = (email: string, field: string, checkout: boolean) =>
  new ShopError(
    checkout
      ? `Det finns redan ett konto med e-postadressen ${email}. Logga in under Mitt konto för att beställa med ditt konto, eller avmarkera ”Skapa ett konto?”.`
      : `Det finns redan ett konto med e-postadressen ${email}. Logga in, eller välj ”Glömt lösenordet?” om du inte minns lösenordet.`,
    409,
    [{ field, message: `Det finns redan ett konto med e-postadressen ${email}. Logga in först.` }],
  )

/** Queues an e-mail to a customer: a greeting by first name, the body lines and the shop's signature. */
async function queueCustomerEmail(
  payload: Payload,
  req: PayloadRequest,
  customer: Customer,
  mail: {
    kind: 'welcome' | 'password-reset' | 'password-changed'
    subject: string
    body: string[]
  },
) {
  const name = customer.firstName ? ` ${customer.firstName}` : ''
  await payload.create({
    collection: 'outbox',
    req,
    overrideAccess: true,
    data: {
      to: customer.email,
      subject: mail.subject,
      text: [
        `Hej${name}!`,
        '',
        ...mail.body,
        '',
        'Vänliga hälsningar',
        'Norrberg Industriservice',
      ].join('\n'),
      kind: mail.kind,
      customer: customer.id,
      status: 'queued',
    },
  })
}

const queueWelcomeEmail = (payload: Payload, req: PayloadRequest, customer: Customer) =>
  queueCustomerEmail(payload, req, customer, {
    kind: 'welcome',
    subject: 'Välkommen till Norrberg Industriservice',
    body: [
      'Tack för att du har skapat ett konto hos Norrberg Industriservice. Du loggar in med din e-postadress',
      `(${customer.email}) och lösenordet du valde.`,
      '',
      `Under Mitt konto (${siteUrl()}/konto) ser du dina beställningar och ändrar dina adresser.`,
    ],
  })

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
  if (await customerByEmail(payload, email, req)) throw accountExists(email, 'billing_email', true)
  let customer: Customer
  try {
    customer = await payload.create({
      collection: 'customers',
      req,
      overrideAccess: true,
      depth: 0,
      data: {
        email,
        password: input.accountPassword,
        ...accountDetails(checkoutAddresses(input)),
      },
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

/** The HTTP status Payload gave an error (its error classes are not reliable across server bundles). */
const statusOf = (error: unknown): number | undefined => (error as { status?: number })?.status

/** Whether failed sign-ins have locked the account of an address (Payload's maxLoginAttempts). */
async function isLocked(payload: Payload, email: string): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'customers',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    select: { lockUntil: true },
  })
  const lockUntil = docs[0]?.lockUntil
  return !!lockUntil && new Date(lockUntil) > new Date()
}

/** Signs a customer in with Payload's local auth; wrong details and a locked account get Swedish answers. */
async function logIn(payload: Payload, email: string, password: string) {
  try {
    return await payload.login({ collection: 'customers', data: { email, password } })
  } catch (error) {
    if (statusOf(error) !== 401) throw error
    // Payload answers 401 both for wrong details and for a locked account; the account tells which.
    if (await isLocked(payload, email))
      throw new ShopError(
        'För många misslyckade inloggningar. Kontot är låst en kvart – försök igen senare, eller välj ”Glömt lösenordet?”.',
        423,
      )
    throw new ShopError('Fel e-postadress eller lösenord.', 401, [
      { field: 'password', message: 'Fel e-postadress eller lösenord.' },
    ])
  }
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
    return session(token)
  } catch (err) {
    // The order stands either way; the customer can sign in on /konto.
    payload.logger.warn({ err }, 'shop: the new account could not be signed in after the order')
    return null
  }
}

/** The /konto sign-in: the visitor's cart is kept and the customer's other open carts merged into it. */
export async function signIn(
  payload: Payload,
  raw: Record<string, unknown>,
  cartToken: string | null,
): Promise<SignedIn> {
  const input = valid(validateForm(signInSchema, raw))
  const login = await logIn(payload, input.email, input.password)
  return signedIn(payload, login, cartToken, safeLocalPath(input.till, '/konto'))
}

/** The /konto registration form: e-mail and password; the welcome e-mail goes to the outbox. */
export async function registerCustomer(
  payload: Payload,
  raw: Record<string, unknown>,
  cartToken: string | null,
): Promise<SignedIn> {
  const input = valid(validateForm(registerSchema, raw))
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

/** Ends this browser's session (other devices stay signed in). */
export async function signOut(payload: Payload, headers: Headers): Promise<void> {
  const { user } = await payload.auth({ headers })
  if (!isCustomer(user)) return
  const req = await createLocalReq({ user: user as Customer }, payload)
  await logoutOperation({ collection: payload.collections.customers, req })
}

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
  const { email } = valid(validateForm(forgotPasswordSchema, raw))
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
    await queueCustomerEmail(payload, req, customer, {
      kind: 'password-reset',
      subject: 'Välj ett nytt lösenord för ditt konto hos Norrberg Industriservice',
      body: [
        'Någon (förhoppningsvis du) har bett om att få välja ett nytt lösenord för ditt konto hos',
        'Norrberg Industriservice. Öppna länken nedan för att välja ett nytt lösenord. Länken gäller i en timme.',
        '',
        `${siteUrl()}/konto/aterstall-losenord?nyckel=${token}`,
        '',
        'Har du inte bett om det här kan du bortse från mejlet – ditt lösenord ändras inte.',
      ],
    })
  })
  return RESET_REQUESTED
}

/** Sets the new password from a reset link and signs the customer in (a lock from failed logins is lifted). */
export async function resetPassword(
  payload: Payload,
  raw: Record<string, unknown>,
  cartToken: string | null,
): Promise<SignedIn> {
  const input = valid(validateForm(resetPasswordSchema, raw))
  const login = await payload
    .resetPassword({
      collection: 'customers',
      data: { token: input.nyckel, password: input.password },
      overrideAccess: true,
    })
    .catch((error: unknown) => {
      if (statusOf(error) === 403)
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
  const customer = await currentCustomer(payload, headers)
  if (!customer) throw new ShopError('Du är inte inloggad längre. Logga in och försök igen.', 401)
  const input = valid(validateForm(changePasswordSchema, raw))
  const login = await payload
    .login({
      collection: 'customers',
      data: { email: customer.email, password: input.current_password },
    })
    .catch(async (error: unknown) => {
      if (statusOf(error) !== 401) throw error
      if (await isLocked(payload, customer.email))
        throw new ShopError(
          'För många felaktiga lösenord. Kontot är låst en kvart – försök igen senare.',
          423,
        )
      const wrong = 'Nuvarande lösenord stämmer inte.'
      throw new ShopError(wrong, 400, [{ field: 'current_password', message: wrong }])
    })
  const fresh = session(login.token)
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
      await queueCustomerEmail(payload, req, customer, {
        kind: 'password-changed',
        subject: 'Ditt lösenord har ändrats',
        body: [
          `Lösenordet till ditt konto hos Norrberg Industriservice (${customer.email}) har just ändrats.`,
          'Du har loggats ut på dina andra enheter och loggar in där med det nya lösenordet.',
          '',
          'Var det inte du som ändrade det? Välj ett nytt lösenord på en gång under ”Glömt lösenordet?”',
          `(${siteUrl()}/konto/aterstall-losenord) och kontakta oss.`,
        ],
      })
    })
  } catch (error) {
    // Nothing changed: the session made by the password check is not handed out, so end it.
    const req = await createLocalReq({ user: user as Customer }, payload)
    await logoutOperation({ collection: payload.collections.customers, req }).catch(
      (err: unknown) =>
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

/** The account's name, phone and saved addresses from a form's billing and shipping addresses. */
function accountDetails({ billing, shipping }: AccountAddresses) {
  const empty = {
    firstName: '',
    lastName: '',
    company: '',
    address1: '',
    address2: '',
    postcode: '',
    city: '',
    state: '',
    country: null,
  }
  return {
    firstName: billing.first_name,
    lastName: billing.last_name,
    phone: billing.phone,
    billing: {
      company: billing.company,
      address1: billing.address_1,
      address2: billing.address_2,
      postcode: billing.postcode,
      city: billing.city,
      state: billing.state,
      country: billing.country,
    },
    shipping: shipping
      ? {
          firstName: shipping.first_name,
          lastName: shipping.last_name,
          company: shipping.company,
          address1: shipping.address_1,
          address2: shipping.address_2,
          postcode: shipping.postcode,
          city: shipping.city,
          state: shipping.state,
          country: shipping.country,
        }
      : empty,
  }
}

/** A checkout's addresses as the account keeps them (no shipping address: goods go to billing). */
const checkoutAddresses = (input: CheckoutInput) => ({
  billing: input.billing,
  shipping: input.shipToDifferentAddress ? input.shipping : null,
})

/** Saves the addresses edited on /konto (billing contact, billing and shipping address). */
export async function updateAddresses(
  payload: Payload,
  customer: Customer,
  raw: Record<string, unknown>,
): Promise<string> {
  const input = valid(validateAccountAddresses(raw))
  await payload.update({
    collection: 'customers',
    id: customer.id,
    overrideAccess: false,
    user: customer,
    depth: 0,
    data: accountDetails(input),
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
  await payload
    .update({
      collection: 'customers',
      id: customerId,
      overrideAccess: true,
      depth: 0,
      data: accountDetails(checkoutAddresses(input)),
    })
    .catch((err: unknown) =>
      payload.logger.warn({ err, customerId }, 'shop: the checkout addresses were not saved'),
    )
}

/** The checkout form's fields filled from the account (names as in the form). */
export function checkoutPrefill(customer: Customer): Record<string, string> {
  const b = customer.billing ?? {}
  const s = customer.shipping ?? {}
  const fields: Record<string, string | null | undefined> = {
    billing_first_name: customer.firstName,
    billing_last_name: customer.lastName,
    billing_company: b.company,
    billing_country: b.country,
    billing_address_1: b.address1,
    billing_address_2: b.address2,
    billing_postcode: b.postcode,
    billing_city: b.city,
    billing_state: b.state,
    billing_phone: customer.phone,
    billing_email: customer.email,
  }
  if (s.address1) {
    Object.assign(fields, {
      ship_to_different_address: '1',
      shipping_first_name: s.firstName,
      shipping_last_name: s.lastName,
      shipping_company: s.company,
      shipping_country: s.country,
      shipping_address_1: s.address1,
      shipping_address_2: s.address2,
      shipping_postcode: s.postcode,
      shipping_city: s.city,
      shipping_state: s.state,
    })
  }
  return Object.fromEntries(
    Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string' && !!e[1]),
  )
}
