import crypto from 'node:crypto'

import type { Payload } from 'payload'

import type { Order, Transaction } from '@/payload-types'

import { revalidateShop } from '../collections/revalidateShop'
import { queryRows, sql, unitOfWork } from '@/platform/database/sql'

import { releaseCart, releaseCoupon, returnStock } from '../server/db'
import { ShopError } from '../server/errors'
import { queueOrderEmails } from '../server/outbox'
import { configuredCardAdapter } from './stripe'
import {
  CardPaymentError,
  CardWebhookError,
  type CardPayment,
  type CardPaymentAdapter,
} from './types'

/**
 * What a card payment's outcome does to its order. Every change is one unit of work that starts by
 * moving the order out of `pending` with one conditional statement, so the webhook, the receipt page
 * and a redelivered event can all report the same outcome and only the first one changes anything.
 */
export type CardOrderOutcome = 'paid' | 'cancelled' | 'unchanged' | 'ignored'

const idOf = (v: number | { id: number } | null | undefined): number | null =>
  v == null ? null : typeof v === 'object' ? v.id : v

async function cardTransaction(
  payload: Payload,
  where: { providerReference: string } | { order: number },
): Promise<Transaction | null> {
  const { docs } = await payload.find({
    collection: 'transactions',
    where: {
      and: [
        { method: { equals: 'kort' } },
        'order' in where
          ? { order: { equals: where.order } }
          : { providerReference: { equals: where.providerReference } },
      ],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** The cart a card order was bought from (with its secret, to hand the cart back). */
const cartOf = async (payload: Payload, transaction: Transaction | null) => {
  const id = idOf(transaction?.cart)
  return id
    ? payload.findByID({
        collection: 'carts',
        id,
        depth: 0,
        overrideAccess: true,
        showHiddenFields: true,
        disableErrors: true,
      })
    : null
}

const loadOrder = async (payload: Payload, id: number) =>
  (await payload.findByID({
    collection: 'orders',
    id,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    disableErrors: true,
  })) as Order | null

/** Moves the order from `pending` to `status`, once: false when something else moved it first. */
async function leavePending(
  payload: Payload,
  req: Parameters<typeof queryRows>[1],
  orderId: number,
  status: 'processing' | 'cancelled',
): Promise<boolean> {
  const rows = await queryRows(
    payload,
    req,
    sql`UPDATE orders SET status = ${status}, updated_at = ${new Date().toISOString()} WHERE id = ${orderId} AND status = 'pending' AND payment_method = 'kort' RETURNING id`,
  )
  return rows.length === 1
}

async function markPaid(
  payload: Payload,
  order: Order,
  transaction: Transaction,
  payment: CardPayment,
): Promise<CardOrderOutcome> {
  // A payment for another amount is not this order's payment, whatever its metadata says.
  if (payment.amount !== order.amount || payment.currency?.toLowerCase() !== 'sek') {
    payload.logger.error(
      {
        order: order.id,
        reference: payment.reference,
        amount: payment.amount,
        currency: payment.currency,
      },
      'shop: card payment does not match the order total; order left as it is',
    )
    return 'ignored'
  }
  const outcome = await unitOfWork(payload, async (req) => {
    if (!(await leavePending(payload, req, order.id, 'processing'))) return 'unchanged' as const
    await payload.update({
      collection: 'transactions',
      id: transaction.id,
      req,
      overrideAccess: true,
      data: { status: 'succeeded' },
    })
    // The confirmation and the shop's notice, as for every other method, now that it is paid.
    await queueOrderEmails(payload, req, { ...order, status: 'processing' })
    return 'paid' as const
  })
  if (outcome === 'unchanged') {
    const now = await loadOrder(payload, order.id)
    if (now?.status === 'cancelled')
      payload.logger.error(
        { order: order.id, reference: payment.reference },
        'shop: a card payment was made for a cancelled order; refund it at the provider',
      )
  } else {
    payload.logger.info({ order: order.id, reference: payment.reference }, 'shop: card order paid')
  }
  return outcome
}

/**
 * Cancels a pending card order and gives back what it held: stock, the coupon use and the cart (so
 * the customer can pay another way). `releaseKey` also frees the checkout form's idempotency key,
 * for an order that never reached the payment page, so the same form can be sent again.
 */
export async function cancelCardOrder(
  payload: Payload,
  orderId: number,
  transactionStatus: 'failed' | 'expired' | 'cancelled',
  { releaseKey = false }: { releaseKey?: boolean } = {},
): Promise<boolean> {
  const order = await loadOrder(payload, orderId)
  if (!order || order.paymentMethod !== 'kort') return false
  const transaction = await cardTransaction(payload, { order: orderId })
  const cartId = idOf(transaction?.cart)
  const cart = await cartOf(payload, transaction)
  const couponId = order.couponCode ? idOf(cart?.coupon) : null
  const lines = (order.lines ?? []).flatMap((l) => {
    const product = idOf(l.product)
    return product && l.quantity
      ? [{ product, variant: idOf(l.variant), quantity: l.quantity }]
      : []
  })

  const cancelled = await unitOfWork(payload, async (req) => {
    if (!(await leavePending(payload, req, orderId, 'cancelled'))) return false
    for (const line of lines)
      await returnStock(payload, req, line.product, line.quantity, line.variant)
    if (couponId) await releaseCoupon(payload, req, couponId)
    if (cartId) await releaseCart(payload, req, cartId)
    if (transaction)
      await payload.update({
        collection: 'transactions',
        id: transaction.id,
        req,
        overrideAccess: true,
        data: { status: transactionStatus },
      })
    if (releaseKey) {
      await queryRows(
        payload,
        req,
        sql`UPDATE orders SET idempotency_key = ${`${order.idempotencyKey}~${order.id}`} WHERE id = ${orderId} RETURNING id`,
      )
    }
    return true
  })
  if (cancelled) {
    payload.logger.info({ order: orderId, transactionStatus }, 'shop: card order cancelled')
    // Stock changed: the cached product pages and the listing must show it.
    if (lines.length) {
      const { docs } = await payload.find({
        collection: 'products',
        where: { id: { in: lines.map((l) => l.product) } },
        depth: 0,
        limit: lines.length,
        overrideAccess: true,
        select: { slug: true },
      })
      for (const p of docs) revalidateShop(p.slug)
    }
  }
  return cancelled
}

/** Applies what the provider says about a payment to its order (from a webhook or a question). */
export async function applyCardPayment(
  payload: Payload,
  payment: CardPayment,
): Promise<CardOrderOutcome> {
  const transaction = await cardTransaction(payload, { providerReference: payment.reference })
  const orderId = idOf(transaction?.order)
  if (!transaction || !orderId) {
    payload.logger.info({ reference: payment.reference }, 'shop: card payment for no known order')
    return 'ignored'
  }
  if (payment.orderId !== null && payment.orderId !== String(orderId)) {
    payload.logger.error(
      { reference: payment.reference, order: orderId, reported: payment.orderId },
      'shop: card payment names another order; ignored',
    )
    return 'ignored'
  }
  const order = await loadOrder(payload, orderId)
  if (!order) return 'ignored'
  switch (payment.status) {
    case 'paid':
      return markPaid(payload, order, transaction, payment)
    case 'failed':
    case 'expired':
      return (await cancelCardOrder(payload, orderId, payment.status)) ? 'cancelled' : 'unchanged'
    case 'processing':
      if (transaction.status === 'pending')
        await payload.update({
          collection: 'transactions',
          id: transaction.id,
          overrideAccess: true,
          data: { status: 'processing' },
        })
      return 'unchanged'
    default:
      return 'unchanged'
  }
}

/** The provider's reference of a card order's payment, once one was opened. */
export async function cardPaymentReference(
  payload: Payload,
  orderId: number,
): Promise<string | null> {
  return (await cardTransaction(payload, { order: orderId }))?.providerReference ?? null
}

/**
 * Asks the provider about a pending card order and applies the answer, so the receipt shows the
 * truth before the webhook arrives. Returns the order's status afterwards; on any failure the
 * status as it was (the webhook still comes).
 */
export async function refreshCardOrder(
  payload: Payload,
  order: Pick<Order, 'id' | 'status' | 'paymentMethod'>,
  card: CardPaymentAdapter | null = configuredCardAdapter(),
): Promise<Order['status']> {
  if (!card || order.paymentMethod !== 'kort' || order.status !== 'pending') return order.status
  try {
    const reference = await cardPaymentReference(payload, order.id)
    if (!reference) return order.status
    const payment = await card.getPayment(reference, { timeoutMs: 4_000 })
    if ((await applyCardPayment(payload, payment)) === 'ignored') return order.status
    return (await loadOrder(payload, order.id))?.status ?? order.status
  } catch (err) {
    payload.logger.warn({ err, order: order.id }, 'shop: could not ask about a card payment')
    return order.status
  }
}

/**
 * Receives one webhook request: verifies it came from the provider, then applies the event. A
 * redelivered event changes nothing; events the shop does not act on are acknowledged and ignored.
 */
export async function receiveCardWebhook(
  payload: Payload,
  rawBody: string,
  headers: Headers,
  card: CardPaymentAdapter | null = configuredCardAdapter(),
): Promise<{ event: string; type: string; outcome: CardOrderOutcome }> {
  if (!card) throw new ShopError('Kortbetalning är inte aktiverad.', 404)
  let event
  try {
    event = card.parseWebhook(rawBody, headers)
  } catch (error) {
    if (!(error instanceof CardWebhookError)) throw error
    payload.logger.warn({ reason: error.reason }, 'shop: card webhook refused')
    throw new ShopError(error.message, 400)
  }
  const outcome = event.payment ? await applyCardPayment(payload, event.payment) : 'ignored'
  payload.logger.info({ event: event.id, type: event.type, outcome }, 'shop: card webhook')
  return { event: event.id, type: event.type, outcome }
}

/** The order behind a receipt link: only with its key, compared in constant time. */
async function orderForKey(
  payload: Payload,
  id: string,
  key: string | null | undefined,
): Promise<Order | null> {
  if (!/^\d{1,12}$/.test(id) || !key || key.length < 16) return null
  const order = await loadOrder(payload, Number(id))
  if (!order?.accessKey) return null
  const a = Buffer.from(order.accessKey)
  const b = Buffer.from(key)
  return a.length === b.length && crypto.timingSafeEqual(a, b) ? order : null
}

/**
 * The customer came back from the payment page without paying ("Avbryt"). The provider's page is
 * closed first, so nothing can be paid later; then the order is cancelled and its stock, coupon and
 * cart given back. Returns the cart cookie to restore (null when there is none to give back), or
 * null for an unknown order or key.
 */
export async function abandonCardCheckout(
  payload: Payload,
  id: string,
  key: string | null | undefined,
  card: CardPaymentAdapter | null = configuredCardAdapter(),
): Promise<{ orderId: string; cartToken: string | null } | null> {
  const order = await orderForKey(payload, id, key)
  if (!order) return null
  if (order.paymentMethod !== 'kort' || order.status !== 'pending' || !card)
    return { orderId: String(order.id), cartToken: null }
  const reference = await cardPaymentReference(payload, order.id)
  if (reference) {
    const payment = await card.cancelCheckout(reference).catch(async (err: unknown) => {
      // Already paid or expired (the page can no longer be closed): take the provider's word.
      if (!(err instanceof CardPaymentError) || err.code === 'unreachable') throw err
      return card.getPayment(reference)
    })
    await applyCardPayment(payload, payment)
  } else {
    // No payment page was ever opened for it, so there is nothing to close.
    await cancelCardOrder(payload, order.id, 'cancelled')
  }
  const after = await loadOrder(payload, order.id)
  if (after?.status !== 'cancelled') return { orderId: String(order.id), cartToken: null }
  const cart = await cartOf(payload, await cardTransaction(payload, { order: order.id }))
  return {
    orderId: String(order.id),
    cartToken: cart?.secret && !cart.purchasedAt ? `${cart.id}.${cart.secret}` : null,
  }
}

/**
 * Settles card orders still pending well after their payment page closed (a webhook that never came,
 * and nobody opened the order page): each is asked about and given its outcome, so expired orders
 * give their stock back. Runs on a timer in the server (instrumentation.ts); `now` is for tests.
 */
export async function settleStaleCardOrders(
  payload: Payload,
  {
    card = configuredCardAdapter(),
    now = new Date(),
    olderThanMinutes = 35,
    limit = 25,
  }: {
    card?: CardPaymentAdapter | null
    now?: Date
    olderThanMinutes?: number
    limit?: number
  } = {},
): Promise<{ checked: number; changed: number }> {
  if (!card) return { checked: 0, changed: 0 }
  const before = new Date(now.getTime() - olderThanMinutes * 60_000).toISOString()
  const { docs } = await payload.find({
    collection: 'orders',
    where: {
      and: [
        { paymentMethod: { equals: 'kort' } },
        { status: { equals: 'pending' } },
        { createdAt: { less_than: before } },
      ],
    },
    sort: 'createdAt',
    limit,
    depth: 0,
    overrideAccess: true,
  })
  let changed = 0
  for (const order of docs) {
    if ((await refreshCardOrder(payload, order, card)) !== 'pending') changed++
  }
  if (changed)
    payload.logger.info({ checked: docs.length, changed }, 'shop: settled stale card orders')
  return { checked: docs.length, changed }
}
