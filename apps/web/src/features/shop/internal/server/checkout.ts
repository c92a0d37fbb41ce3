import crypto from 'node:crypto'

import type { Payload } from 'payload'

import type { Customer, Order } from '@/payload-types'
import { unitOfWork } from '@/platform/database/sql'
import { siteUrl } from '@/platform/siteUrl'

import { orderAddress } from '../address'
import { revalidateShop } from '../collections/revalidateShop'
import { orderStatusLabel } from '../lists/orderStatuses'
import { computeQuote, type Quote } from '../money'
import { cancelCardOrder, cardPaymentReference, refreshCardOrder } from '../payments/cardOrders'
import { configuredCardAdapter } from '../payments/stripe'
import type { CardPaymentAdapter } from '../payments/types'
import type { CartView, OrderSummary, ShippingOption } from '../types'
import {
  COUNTRIES,
  PAYMENT_METHODS,
  quoteSchema,
  validateCheckout,
  type CheckoutInput,
  type PaymentMethodId,
} from '../validation'
import { rememberCheckoutAddresses } from './accounts/addresses'
import { createCustomerForOrder, discardNewAccount } from './accounts/register'
import type { CustomerSession } from './accounts/session'
import { signInAfterOrder } from './accounts/signIn'
import { cartView, couponRule, findCart } from './cart'
import { claimCart, takeStock, useCoupon } from './db'
import { requireValid, ShopError } from './errors'
import { queueOrderEmails } from './outbox'
import { siteIdentity } from '@/platform/siteIdentity'

/** Enabled shipping methods that deliver to a country, in the shop's order. */
export async function listShippingOptions(
  payload: Payload,
  country = 'SE',
): Promise<ShippingOption[]> {
  const { docs } = await payload.find({
    collection: 'shipping-methods',
    where: { enabled: { equals: true } },
    sort: 'sortOrder',
    limit: 50,
    depth: 0,
    pagination: false,
    select: { name: true, description: true, cost: true, freeOver: true, countries: true },
  })
  return docs
    .filter((m) => (m.countries ?? []).includes(country as never))
    .map((m) => ({
      id: String(m.id),
      name: m.name,
      description: m.description ?? '',
      cost: m.cost,
      freeOver: m.freeOver ?? null,
    }))
}

export function paymentOptions(card: CardPaymentAdapter | null = configuredCardAdapter()) {
  return (Object.keys(PAYMENT_METHODS) as PaymentMethodId[])
    .filter((id) => id !== 'kort' || card !== null)
    .map((id) => ({ id, ...PAYMENT_METHODS[id] }))
}

export type CheckoutQuote = {
  cart: CartView
  quote: Quote
  shippingOptions: ShippingOption[]
  shippingMethod: string | null
}

/**
 * Recalculates the checkout totals for the chosen shipping method and destination (spec 4.6). The
 * browser sends only choices; every amount comes from the database.
 */
export async function quoteCheckout(
  payload: Payload,
  token: string | undefined | null,
  raw: Record<string, unknown>,
  now = new Date(),
): Promise<CheckoutQuote> {
  const fields = { ...raw, shipping_method: raw.shipping_method ?? raw['shipping_method[0]'] }
  const input = quoteSchema.safeParse(fields)
  if (!input.success) throw new ShopError(input.error.issues[0]?.message ?? 'Ogiltiga uppgifter.')
  const country =
    (input.data.ship_to_different_address
      ? input.data.shipping_country
      : input.data.billing_country) || 'SE'
  if (!(country in COUNTRIES)) throw new ShopError('Vi levererar inte till det valda landet.')
  const cart = await findCart(payload, token)
  const view = cartView(cart, now)
  const shippingOptions = await listShippingOptions(payload, country)
  const chosen =
    shippingOptions.find((o) => o.id === input.data.shipping_method) ?? shippingOptions[0] ?? null
  const coupon = cart?.coupon && typeof cart.coupon === 'object' ? couponRule(cart.coupon) : null
  const quote = computeQuote({
    lines: view.lines,
    coupon,
    shipping: chosen ? { ...chosen } : null,
    now,
  })
  return { cart: view, quote, shippingOptions, shippingMethod: chosen?.id ?? null }
}

// Same-process requests with one idempotency key wait for the first (a double click lands here).
const inFlight = new Map<string, Promise<PlacedOrder>>()

export type PlacedOrder = {
  orderId: string
  accessKey: string
  replayed: boolean
  /** For a card order: the provider's payment page, where the customer goes next. */
  payment: { redirectUrl: string } | null
  /** 'Skapa ett konto?' made an account: its session, so the customer is signed in after the order. */
  session?: CustomerSession | null
}

async function existingOrder(
  payload: Payload,
  key: string,
  card: CardPaymentAdapter | null = null,
): Promise<PlacedOrder | null> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { idempotencyKey: { equals: key } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    showHiddenFields: true,
    select: { accessKey: true, paymentMethod: true, status: true },
  })
  const order = docs[0] as Order | undefined
  if (!order) return null
  return {
    orderId: String(order.id),
    accessKey: order.accessKey,
    replayed: true,
    payment: await resumeCardPayment(payload, card, order),
  }
}

/** A retried card order goes back to its payment page while that page is still open. */
async function resumeCardPayment(
  payload: Payload,
  card: CardPaymentAdapter | null,
  order: Order,
): Promise<PlacedOrder['payment']> {
  if (!card || order.paymentMethod !== 'kort' || order.status !== 'pending') return null
  const reference = await cardPaymentReference(payload, order.id)
  const payment = reference ? await card.getPayment(reference).catch(() => null) : null
  return payment?.status === 'open' && payment.redirectUrl
    ? { redirectUrl: payment.redirectUrl }
    : null
}

/**
 * Places the visitor's order. Idempotent on the form's key (a retry or double click returns the first
 * order), stock is taken with one conditional statement per line (the last item goes to one buyer),
 * and a failure at any step leaves no order, no taken stock and no used coupon behind.
 */
export async function placeOrder(
  payload: Payload,
  token: string | undefined | null,
  raw: Record<string, unknown>,
  {
    card = configuredCardAdapter(),
    now = new Date(),
    customer = null,
  }: {
    card?: CardPaymentAdapter | null
    now?: Date
    /** The signed-in customer: the order is theirs, and no account is created. */
    customer?: Customer | null
  } = {},
): Promise<PlacedOrder> {
  const input = requireValid(validateCheckout(raw))
  const running = inFlight.get(input.idempotencyKey)
  if (running) return running.then((r) => ({ ...r, replayed: true }))
  const attempt = placeOnce(payload, token, input, card, now, customer).finally(() =>
    inFlight.delete(input.idempotencyKey),
  )
  inFlight.set(input.idempotencyKey, attempt)
  return attempt
}

function isUniqueViolation(error: unknown): boolean {
  const text = `${(error as Error)?.message ?? ''} ${String((error as { cause?: unknown })?.cause ?? '')} ${JSON.stringify((error as { data?: unknown })?.data ?? '')}`
  return /unique|duplicate|idempotencyKey/i.test(text)
}

async function placeOnce(
  payload: Payload,
  token: string | undefined | null,
  input: CheckoutInput,
  card: CardPaymentAdapter | null,
  now: Date,
  customer: Customer | null,
): Promise<PlacedOrder> {
  const replay = await existingOrder(payload, input.idempotencyKey, card)
  if (replay) return replay
  const cart = await findCart(payload, token)
  const view = cartView(cart, now)
  if (!cart || !view.lines.length)
    throw new ShopError('Din varukorg är tom. Lägg till varor innan du beställer.', 409)
  if (input.paymentMethod === 'kort' && !card)
    throw new ShopError(
      'Kortbetalning är inte tillgänglig just nu. Välj ett annat betalsätt.',
      400,
      [{ field: 'payment_method', message: 'Kortbetalning är inte tillgänglig just nu.' }],
    )

  const options = await listShippingOptions(payload, input.shipping.country)
  const shipping = options.find((o) => o.id === input.shippingMethod)
  if (!shipping)
    throw new ShopError('Välj ett leveranssätt som levererar till det valda landet.', 400, [
      { field: 'shipping_method', message: 'Välj ett leveranssätt.' },
    ])
  const couponDoc = cart.coupon && typeof cart.coupon === 'object' ? cart.coupon : null
  const quote = computeQuote({
    lines: view.lines,
    coupon: couponDoc ? couponRule(couponDoc) : null,
    shipping: { ...shipping },
    now,
  })
  if (quote.couponError)
    throw new ShopError(
      `${quote.couponError} Ta bort rabattkoden i varukorgen och försök igen.`,
      409,
    )

  const accessKey = crypto.randomBytes(24).toString('base64url')
  // The account 'Skapa ett konto?' made, once the unit of work has committed.
  const made: { account: Customer | null } = { account: null }
  try {
    const order = await unitOfWork(payload, async (req) => {
      if (!(await claimCart(payload, req, cart.id, now)))
        throw new ShopError('Varukorgen har redan beställts.', 409)
      // 'Skapa ett konto?': made in this unit of work, so a later failing step leaves no account.
      if (!customer && input.createAccount)
        made.account = await createCustomerForOrder(payload, req, input)
      const owner = customer?.id ?? made.account?.id ?? null
      for (const line of quote.lines) {
        const id = Number(line.productId)
        const variant = line.variantId ? Number(line.variantId) : null
        if (!(await takeStock(payload, req, id, line.quantity, variant))) {
          const what = line.variantLabel ? `${line.title} (${line.variantLabel})` : line.title
          throw new ShopError(
            `Tyvärr finns inte tillräckligt många ”${what}” i lager längre – någon annan hann före. Ändra antalet i varukorgen och försök igen.`,
            409,
          )
        }
      }
      if (couponDoc && quote.couponCode) {
        if (!(await useCoupon(payload, req, couponDoc.id)))
          throw new ShopError(
            `Rabattkoden ${couponDoc.code} har redan använts det högsta tillåtna antalet gånger.`,
            409,
          )
      }
      const created = (await payload.create({
        collection: 'orders',
        req,
        overrideAccess: true,
        depth: 0,
        data: {
          idempotencyKey: input.idempotencyKey,
          accessKey,
          status:
            input.paymentMethod === 'kort'
              ? 'pending'
              : input.paymentMethod === 'bankoverforing'
                ? 'on-hold'
                : 'processing',
          customer: owner,
          customerEmail: input.billing.email,
          items: quote.lines.map((l) => ({
            product: Number(l.productId),
            variant: l.variantId ? Number(l.variantId) : null,
            quantity: l.quantity,
          })),
          lines: quote.lines.map((l) => ({
            product: Number(l.productId),
            variant: l.variantId ? Number(l.variantId) : null,
            variantLabel: l.variantLabel ?? null,
            title: l.title,
            sku: l.sku,
            quantity: l.quantity,
            unitPrice: l.unitPrice,
            vatRate: l.vatRate,
            lineTotal: l.lineTotal,
            discount: l.discount,
            vat: l.vat,
          })),
          totals: {
            subtotal: quote.subtotal,
            discount: quote.discount,
            shipping: quote.shipping?.cost ?? 0,
            vat: quote.vatTotal,
            total: quote.total,
            vatByRate: quote.vatByRate,
          },
          amount: quote.total,
          currency: 'SEK',
          billing: orderAddress(input.billing, {
            phone: input.billing.phone,
            email: input.billing.email,
          }),
          shipToDifferentAddress: input.shipToDifferentAddress,
          shipping: orderAddress(input.shipping),
          shippingMethodName: shipping.name,
          couponCode: quote.couponCode,
          paymentMethod: input.paymentMethod,
          orderComments: input.orderComments,
          createAccount: input.createAccount,
        },
      })) as Order
      await payload.create({
        collection: 'transactions',
        req,
        overrideAccess: true,
        depth: 0,
        data: {
          order: created.id,
          cart: cart.id,
          amount: quote.total,
          currency: 'SEK',
          status: 'pending',
          method: input.paymentMethod,
          customer: owner,
          customerEmail: input.billing.email,
          items: created.items,
        },
      })
      // A card order is confirmed by mail once it is paid (payments/cardOrders.ts).
      if (input.paymentMethod !== 'kort') await queueOrderEmails(payload, req, created)
      return created
    })
    // Stock changed: the cached product pages and the listing must show it.
    for (const line of view.lines) revalidateShop(line.slug)
    let payment: PlacedOrder['payment'] = null
    if (input.paymentMethod === 'kort' && card)
      payment = await startCardPayment(payload, card, order, input).catch(async (error) => {
        // The order was cancelled; so is the account it made, so the form can be sent again as it is.
        if (made.account) await discardNewAccount(payload, made.account.id)
        throw error
      })
    if (customer) await rememberCheckoutAddresses(payload, customer.id, input)
    const session = made.account ? await signInAfterOrder(payload, input) : null
    return { orderId: String(order.id), accessKey, replayed: false, payment, session }
  } catch (error) {
    // The same key placed concurrently (another process or a retry racing us): hand back that order.
    const other = await existingOrder(payload, input.idempotencyKey, card)
    if (other) return other
    if (error instanceof ShopError) throw error
    if (isUniqueViolation(error))
      throw new ShopError('Beställningen kunde inte sparas. Försök igen.', 409)
    throw error
  }
}

/**
 * Opens the provider's payment page for a placed card order and returns where to send the customer.
 * The URL comes from the provider's answer only. When the provider cannot be reached or refuses, the
 * order is cancelled and its stock, coupon and cart given back, so the customer can choose another
 * way to pay with the same form.
 */
async function startCardPayment(
  payload: Payload,
  card: CardPaymentAdapter,
  order: Order,
  input: CheckoutInput,
): Promise<NonNullable<PlacedOrder['payment']>> {
  const receipt = `${siteUrl()}/kassan/order-mottagen/${order.id}?nyckel=${encodeURIComponent(order.accessKey)}`
  const cancel = `${siteUrl()}/kassan/avbryt-kortbetalning/${order.id}?nyckel=${encodeURIComponent(order.accessKey)}`
  try {
    const shop = await siteIdentity(payload)
    const checkout = await card.startCheckout({
      amount: order.amount ?? 0,
      currency: 'SEK',
      orderId: String(order.id),
      email: input.billing.email,
      description: `Order ${order.id} – ${shop.name}`,
      successUrl: receipt,
      cancelUrl: cancel,
      // Stock is held until then. Derived from the order, so a retried request sends the same
      // parameters (the provider refuses a reused idempotency key with others); the provider wants
      // at least 30 minutes from when it creates the page.
      expiresAt: new Date(new Date(order.createdAt).getTime() + 31 * 60_000),
      idempotencyKey: `order-${order.id}-${order.idempotencyKey}`,
    })
    await payload.update({
      collection: 'transactions',
      where: { order: { equals: order.id } },
      data: { provider: checkout.provider, providerReference: checkout.reference },
      overrideAccess: true,
    })
    return { redirectUrl: checkout.redirectUrl }
  } catch (err) {
    payload.logger.warn({ err, order: order.id }, 'shop: card payment could not be started')
    await cancelCardOrder(payload, order.id, 'failed', { releaseKey: true })
    const message =
      'Kortbetalningen kunde inte startas just nu, och inget har dragits från ditt kort. Välj ett annat betalsätt eller försök igen om en stund.'
    throw new ShopError(message, 502, [{ field: 'payment_method', message }])
  }
}

/** The order-received summary, only for whoever holds the order's key (it is in the confirmation link). */
export async function getOrderReceipt(
  payload: Payload,
  id: string,
  key: string | undefined | null,
  { card = configuredCardAdapter() }: { card?: CardPaymentAdapter | null } = {},
): Promise<OrderSummary | null> {
  if (!/^\d{1,12}$/.test(id) || !key || key.length < 16) return null
  const order = (await payload.findByID({
    collection: 'orders',
    id: Number(id),
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    disableErrors: true,
  })) as Order | null
  if (!order?.accessKey) return null
  const a = Buffer.from(order.accessKey)
  const b = Buffer.from(key)
  if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) return null
  // While a card order waits, the provider is asked, so the customer sees the truth before the webhook.
  order.status = await refreshCardOrder(payload, order, card)
  const addr = (g: Order['billing'] | Order['shipping']): Record<string, string> =>
    Object.fromEntries(
      Object.entries(g ?? {}).filter(([, v]) => typeof v === 'string' && v),
    ) as Record<string, string>
  return {
    id: String(order.id),
    number: String(order.id),
    createdAt: order.createdAt,
    status: order.status ?? 'processing',
    statusLabel: orderStatusLabel(order.status ?? 'processing'),
    cardPayment:
      order.paymentMethod !== 'kort'
        ? null
        : order.status === 'pending'
          ? 'waiting'
          : order.status === 'cancelled'
            ? 'cancelled'
            : order.status === 'processing' || order.status === 'completed'
              ? 'paid'
              : null,
    email: order.customerEmail ?? '',
    paymentMethod: order.paymentMethod ?? '',
    paymentLabel: order.paymentMethod ? PAYMENT_METHODS[order.paymentMethod].label : '',
    shippingMethodName: order.shippingMethodName ?? '',
    couponCode: order.couponCode ?? null,
    lines: (order.lines ?? []).map((l) => ({
      title: l.title ?? '',
      sku: l.sku ?? '',
      variantLabel: l.variantLabel || null,
      quantity: l.quantity ?? 0,
      lineTotal: l.lineTotal ?? 0,
      vatRate: l.vatRate ?? 0,
    })),
    totals: {
      subtotal: order.totals?.subtotal ?? 0,
      discount: order.totals?.discount ?? 0,
      shipping: order.totals?.shipping ?? 0,
      vat: order.totals?.vat ?? 0,
      total: order.totals?.total ?? 0,
      vatByRate: (order.totals?.vatByRate ?? []).map((v) => ({
        rate: v.rate ?? 0,
        amount: v.amount ?? 0,
      })),
    },
    billing: addr(order.billing),
    shipping: addr(order.shipping),
    shipToDifferentAddress: Boolean(order.shipToDifferentAddress),
    orderComments: order.orderComments ?? '',
  }
}
