import {
  createLocalReq,
  executeAuthStrategies,
  logoutOperation,
  type Payload,
  type PayloadRequest,
} from 'payload'

import type { Customer } from '@/payload-types'

import { isCustomer } from '../../collections/access'
import { CUSTOMER_SESSION_SECONDS } from '../../collections/Customers'
import { mergeCartsOnSignIn } from '../cart'
import { ShopError } from '../errors'

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

/** The session of a sign-in Payload has just made. */
export function newSession(token: string | undefined): CustomerSession {
  if (!token) throw new Error('shop: Payload signed a customer in without a token')
  return { token, expiresAt: new Date(Date.now() + CUSTOMER_SESSION_SECONDS * 1000) }
}

/**
 * What a sign-in (by password, registration or reset link) answers with: the customer's session and
 * cart, the visitor's cart merged with the customer's other open carts, and the page to go to next.
 */
export async function signedIn(
  payload: Payload,
  login: { token?: string; user?: { id: number } | null },
  cartToken: string | null,
  redirect: string,
): Promise<SignedIn> {
  if (!login.user) throw new Error('shop: Payload signed a customer in without the account')
  const customerId = login.user.id
  return {
    session: newSession(login.token),
    customerId,
    cartToken: await mergeCartsOnSignIn(payload, cartToken, customerId),
    redirect,
  }
}

/**
 * Who a request is signed in as, by Payload's own auth strategies (the auth cookie's token, checked
 * against its session). `payload.auth` does the same and then works out the permissions on every
 * collection, global and field for the admin's UI, which the shop never reads: that was the largest
 * part of the CPU time of /konto, /kassan and placing an order (issue 11).
 */
async function signedInUser(payload: Payload, headers: Headers) {
  const req = await createLocalReq({ req: { headers } }, payload)
  const { user } = await executeAuthStrategies({ headers, payload, req, canSetHeaders: false })
  return user
}

/** The signed-in customer behind a request's auth cookie, or null (signed out, or signed in as staff). */
export async function currentCustomer(
  payload: Payload,
  headers: Headers,
): Promise<Customer | null> {
  const user = await signedInUser(payload, headers)
  return isCustomer(user) ? (user as Customer) : null
}

/** The customer behind the auth cookie; a visitor who is not signed in as one is refused (401). */
export async function requireCustomer(payload: Payload, headers: Headers): Promise<Customer> {
  const customer = await currentCustomer(payload, headers)
  if (!customer) throw new ShopError('Du är inte inloggad längre. Logga in och försök igen.', 401)
  return customer
}

/** The account of an e-mail address; `hidden` adds the fields Payload keeps to itself (the lock). */
export async function customerByEmail(
  payload: Payload,
  email: string,
  { req, hidden = false }: { req?: PayloadRequest; hidden?: boolean } = {},
): Promise<Customer | null> {
  const { docs } = await payload.find({
    collection: 'customers',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: hidden,
    req,
  })
  return docs[0] ?? null
}

/** Ends the one session `user` was authenticated with; the customer's other sessions stay. */
export async function endSession(payload: Payload, user: Customer): Promise<void> {
  const req = await createLocalReq({ user }, payload)
  await logoutOperation({ collection: payload.collections.customers, req })
}

/** Ends this browser's session (other devices stay signed in). */
export async function signOut(payload: Payload, headers: Headers): Promise<void> {
  const user = await signedInUser(payload, headers)
  if (isCustomer(user)) await endSession(payload, user as Customer)
}
