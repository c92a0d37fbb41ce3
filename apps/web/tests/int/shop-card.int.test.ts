import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { CardPaymentAdapter } from '@/features/shop'

import { checkoutForm, newKey } from '../support/checkout'
import { startStripeServer } from '../support/stripeServer.mjs'
import { startTestSite, type TestSite } from './harness'
import {
  cartWith,
  createProduct,
  createVariant,
  fillSiteSettings,
  SHOP_SETTINGS,
  stockOf,
} from './shop-fixtures'

let site: TestSite
let shop: typeof import('@/features/shop')
let stripe: Awaited<ReturnType<typeof startStripeServer>>
let card: CardPaymentAdapter
const ids = { book: 0, filter: 0, gloves: 0, glovesM: 0, postnord: 0 }
const webhookSecret = 'whsec_int_local'

const couponUses = async () =>
  (
    await site.payload.find({
      collection: 'coupons',
      where: { code: { equals: 'KORT10' } },
      overrideAccess: true,
    })
  ).docs[0]?.usedCount ?? 0
const orderOf = (id: string) =>
  site.payload.findByID({ collection: 'orders', id: Number(id), overrideAccess: true, depth: 0 })
const transactionOf = async (id: string) =>
  (
    await site.payload.find({
      collection: 'transactions',
      where: { order: { equals: Number(id) } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs[0]
const mailsOf = async (id: string) =>
  (
    await site.payload.find({
      collection: 'outbox',
      where: { order: { equals: Number(id) } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs.map((m) => m.kind)
const referenceOf = async (id: string) => (await transactionOf(id))?.providerReference as string
/** The checkout form, paying by card. */
const cardForm = (key: string) => checkoutForm(ids.postnord, key, { payment_method: 'kort' })

beforeAll(async () => {
  site = await startTestSite()
  shop = await import('@/features/shop')
  stripe = await startStripeServer({ secretKey: 'sk_test_int', webhookSecret })
  card = shop.createStripeAdapter({
    secretKey: 'sk_test_int',
    webhookSecret,
    apiBase: stripe.url,
  })
  const p = site.payload
  await fillSiteSettings(p)
  ids.book = await createProduct(p, 'Handbok i smörjteknik', 'NIS-BOK1', {
    price: 10600,
    inventory: 20,
    vatRate: '6',
  })
  ids.filter = await createProduct(p, 'Oljefilter HF-200', 'NIS-HF200', {
    price: 12500,
    inventory: 20,
    vatRate: '6',
  })
  // A product sold in sizes: its stock is the variant's.
  const size = await p.create({
    collection: 'variantTypes',
    data: { label: 'Storlek', name: 'storlek' },
  })
  const m = await p.create({
    collection: 'variantOptions',
    data: { variantType: size.id, label: 'M', value: 'm' },
  })
  ids.gloves = await createProduct(p, 'Arbetshandskar Grip', 'NIS-HSK', { variantTypes: [size.id] })
  ids.glovesM = await createVariant(p, {
    product: ids.gloves,
    option: m.id,
    sku: 'NIS-HSK-M',
    price: 14900,
    inventory: 6,
  })
  ids.postnord = (
    await p.create({
      collection: 'shipping-methods',
      data: { name: 'Postnord', cost: 7900, countries: ['SE'], enabled: true },
    })
  ).id
  await p.create({
    collection: 'coupons',
    data: { code: 'KORT10', kind: 'percent', percent: 10, active: true },
  })
})

afterAll(async () => {
  await stripe?.close()
  await site?.close()
})

describe('paying an order by card (Stripe Checkout)', () => {
  it('holds the stock, sends the customer to the payment page and pays the order once for a twice-delivered event', async () => {
    const token = await cartWith(site.payload, [[ids.book, 2]], 'KORT10')
    const [stock, uses] = [await stockOf(site.payload, ids.book), await couponUses()]
    const key = newKey()
    const placed = await shop.placeOrder(site.payload, token, cardForm(key), { card })

    expect(placed.payment?.redirectUrl).toMatch(new RegExp(`^${stripe.url}/c/pay/cs_test_\\w+$`))
    const order = await orderOf(placed.orderId)
    expect(order.status).toBe('pending')
    expect(order.amount).toBe(21200 - 2120 + 7900)
    expect(await stockOf(site.payload, ids.book)).toBe(stock - 2)
    expect(await couponUses()).toBe(uses + 1)
    expect(await shop.findCart(site.payload, token)).toBeNull()
    // Nothing is confirmed by mail before the money is there.
    expect(await mailsOf(placed.orderId)).toEqual([])

    const reference = await referenceOf(placed.orderId)
    const session = stripe.sessions.get(reference)!
    expect(session).toMatchObject({
      amount_total: order.amount,
      currency: 'sek',
      client_reference_id: placed.orderId,
      customer_email: 'karin@example.se',
      metadata: { order_id: placed.orderId },
      success_url: `http://localhost:3000/kassan/order-mottagen/${placed.orderId}?nyckel=${placed.accessKey}`,
      cancel_url: `http://localhost:3000/kassan/avbryt-kortbetalning/${placed.orderId}?nyckel=${placed.accessKey}`,
    })
    // The card statement and the payment page name the shop as the site settings do.
    expect(session.payment_intent_data.description).toBe(
      `Order ${placed.orderId} – ${SHOP_SETTINGS.name}`,
    )
    expect(session.expires_at).toBe(
      Math.floor((new Date(order.createdAt).getTime() + 31 * 60_000) / 1000),
    )
    expect(
      (await shop.getOrderReceipt(site.payload, placed.orderId, placed.accessKey, { card }))
        ?.cardPayment,
    ).toBe('waiting')

    // A double click on "Slutför beställning" comes back to the same payment page.
    const again = await shop.placeOrder(site.payload, token, cardForm(key), { card })
    expect(again).toMatchObject({ orderId: placed.orderId, replayed: true })
    expect(again.payment?.redirectUrl).toBe(placed.payment?.redirectUrl)

    await stripe.pay(reference, { deliverEvent: false })
    // A signed event whose amount is not the order's does not pay it.
    session.amount_total = 100
    const wrongAmount = stripe.signedEvent('checkout.session.completed', reference)
    session.amount_total = order.amount!
    expect(
      (await shop.receiveCardWebhook(site.payload, wrongAmount.body, wrongAmount.headers, card))
        .outcome,
    ).toBe('ignored')
    expect((await orderOf(placed.orderId)).status).toBe('pending')

    const event = stripe.signedEvent('checkout.session.completed', reference)
    const first = await shop.receiveCardWebhook(site.payload, event.body, event.headers, card)
    const second = await shop.receiveCardWebhook(site.payload, event.body, event.headers, card)
    expect([first.outcome, second.outcome]).toEqual(['paid', 'unchanged'])
    expect((await orderOf(placed.orderId)).status).toBe('processing')
    expect((await transactionOf(placed.orderId))?.status).toBe('succeeded')
    expect((await mailsOf(placed.orderId)).sort()).toEqual(['order-confirmation', 'order-notice'])
    expect(await stockOf(site.payload, ids.book)).toBe(stock - 2)

    const receipt = await shop.getOrderReceipt(site.payload, placed.orderId, placed.accessKey, {
      card,
    })
    expect(receipt).toMatchObject({ cardPayment: 'paid', statusLabel: 'Behandlas' })
  })

  it('refuses events that are not signed by Stripe and acknowledges the ones it does not act on', async () => {
    const token = await cartWith(site.payload, [[ids.filter, 1]])
    const placed = await shop.placeOrder(site.payload, token, cardForm(newKey()), { card })
    const reference = await referenceOf(placed.orderId)
    await stripe.pay(reference, { deliverEvent: false })
    const forged = stripe.signedEvent('checkout.session.completed', reference, {
      secret: 'whsec_someone_else',
    })
    await expect(
      shop.receiveCardWebhook(site.payload, forged.body, forged.headers, card),
    ).rejects.toMatchObject({ name: 'ShopError', status: 400 })
    const stale = stripe.signedEvent('checkout.session.completed', reference, {
      timestamp: Math.floor(Date.now() / 1000) - 600,
    })
    await expect(
      shop.receiveCardWebhook(site.payload, stale.body, stale.headers, card),
    ).rejects.toMatchObject({ status: 400 })
    const tampered = stripe.signedEvent('checkout.session.completed', reference)
    await expect(
      shop.receiveCardWebhook(
        site.payload,
        tampered.body.replace(placed.orderId, '1'),
        tampered.headers,
        card,
      ),
    ).rejects.toMatchObject({ status: 400 })
    expect((await orderOf(placed.orderId)).status).toBe('pending')

    const other = stripe.signedEvent('payment_intent.created', reference)
    expect(
      (await shop.receiveCardWebhook(site.payload, other.body, other.headers, card)).outcome,
    ).toBe('ignored')
    expect((await orderOf(placed.orderId)).status).toBe('pending')
  })

  it('cancels the order when the session expires and gives back stock, coupon use and cart, once', async () => {
    const token = await cartWith(site.payload, [[ids.book, 3]], 'KORT10')
    const [stock, uses] = [await stockOf(site.payload, ids.book), await couponUses()]
    const placed = await shop.placeOrder(site.payload, token, cardForm(newKey()), { card })
    expect(await stockOf(site.payload, ids.book)).toBe(stock - 3)
    const reference = await referenceOf(placed.orderId)

    await stripe.expire(reference, { deliverEvent: false })
    const event = stripe.signedEvent('checkout.session.expired', reference)
    const outcomes = [
      (await shop.receiveCardWebhook(site.payload, event.body, event.headers, card)).outcome,
      (await shop.receiveCardWebhook(site.payload, event.body, event.headers, card)).outcome,
    ]
    expect(outcomes).toEqual(['cancelled', 'unchanged'])
    expect((await orderOf(placed.orderId)).status).toBe('cancelled')
    expect((await transactionOf(placed.orderId))?.status).toBe('expired')
    expect(await stockOf(site.payload, ids.book)).toBe(stock)
    expect(await couponUses()).toBe(uses)
    expect((await shop.findCart(site.payload, token))?.items).toHaveLength(1)
    expect(await mailsOf(placed.orderId)).toEqual([])
    expect(
      (await shop.getOrderReceipt(site.payload, placed.orderId, placed.accessKey, { card }))
        ?.cardPayment,
    ).toBe('cancelled')
  })

  it('settles a card order whose webhook never came once its payment page has closed', async () => {
    const token = await cartWith(site.payload, [[ids.book, 2]])
    const stock = await stockOf(site.payload, ids.book)
    const placed = await shop.placeOrder(site.payload, token, cardForm(newKey()), { card })
    const reference = await referenceOf(placed.orderId)
    await stripe.expire(reference, { deliverEvent: false })
    // Still within the payment page's lifetime: left alone.
    await shop.settleStaleCardOrders(site.payload, { card })
    expect((await orderOf(placed.orderId)).status).toBe('pending')
    const later = new Date(Date.now() + 40 * 60_000)
    const swept = await shop.settleStaleCardOrders(site.payload, { card, now: later })
    expect(swept.changed).toBeGreaterThanOrEqual(1)
    expect((await orderOf(placed.orderId)).status).toBe('cancelled')
    expect(await stockOf(site.payload, ids.book)).toBe(stock)
    // A second sweep finds nothing more to change.
    expect((await shop.settleStaleCardOrders(site.payload, { card, now: later })).changed).toBe(0)
  })

  it('gives a variant its own stock back when the payment page runs out', async () => {
    const variantStock = async () =>
      (await site.payload.findByID({ collection: 'variants', id: ids.glovesM, depth: 0 })).inventory
    const token = await cartWith(site.payload, [[ids.gloves, 2, ids.glovesM]])
    const before = await variantStock()
    const placed = await shop.placeOrder(site.payload, token, cardForm(newKey()), { card })
    expect(await variantStock()).toBe(before - 2)
    const reference = await referenceOf(placed.orderId)
    await stripe.expire(reference, { deliverEvent: false })
    const event = stripe.signedEvent('checkout.session.expired', reference)
    expect(
      (await shop.receiveCardWebhook(site.payload, event.body, event.headers, card)).outcome,
    ).toBe('cancelled')
    expect(await variantStock()).toBe(before)
    expect(await stockOf(site.payload, ids.gloves)).toBe(0)
  })

  it('shows the paid state on the receipt before the webhook arrives', async () => {
    const token = await cartWith(site.payload, [[ids.filter, 1]])
    const placed = await shop.placeOrder(site.payload, token, cardForm(newKey()), { card })
    const reference = await referenceOf(placed.orderId)
    await stripe.pay(reference, { deliverEvent: false })

    const receipt = await shop.getOrderReceipt(site.payload, placed.orderId, placed.accessKey, {
      card,
    })
    expect(receipt).toMatchObject({ cardPayment: 'paid', status: 'processing' })
    expect((await mailsOf(placed.orderId)).sort()).toEqual(['order-confirmation', 'order-notice'])
    // The webhook, when it comes, finds the work done.
    const event = stripe.signedEvent('checkout.session.completed', reference)
    expect(
      (await shop.receiveCardWebhook(site.payload, event.body, event.headers, card)).outcome,
    ).toBe('unchanged')
    expect(await mailsOf(placed.orderId)).toHaveLength(2)
  })

  it('gives the cart back to a customer who cancels on the payment page, and closes that page', async () => {
    const token = await cartWith(site.payload, [[ids.book, 1]])
    const stock = await stockOf(site.payload, ids.book)
    const placed = await shop.placeOrder(site.payload, token, cardForm(newKey()), { card })
    const reference = await referenceOf(placed.orderId)

    expect(await shop.abandonCardCheckout(site.payload, placed.orderId, 'x'.repeat(32), card)).toBe(
      null,
    )
    expect((await orderOf(placed.orderId)).status).toBe('pending')

    const result = await shop.abandonCardCheckout(
      site.payload,
      placed.orderId,
      placed.accessKey,
      card,
    )
    expect(result).toEqual({ orderId: placed.orderId, cartToken: token })
    expect(stripe.sessions.get(reference)?.status).toBe('expired')
    expect((await orderOf(placed.orderId)).status).toBe('cancelled')
    expect(await stockOf(site.payload, ids.book)).toBe(stock)
    // Stripe's own checkout.session.expired for the closed page arrives later and changes nothing.
    await stripe.settled()
    const event = stripe.signedEvent('checkout.session.expired', reference)
    expect(
      (await shop.receiveCardWebhook(site.payload, event.body, event.headers, card)).outcome,
    ).toBe('unchanged')
    expect(await stockOf(site.payload, ids.book)).toBe(stock)
  })

  it('cancels the order and gives everything back when the provider cannot be reached', async () => {
    const unreachable = shop.createStripeAdapter({
      secretKey: 'sk_test_int',
      webhookSecret,
      apiBase: 'http://127.0.0.1:9',
      timeoutMs: 2_000,
    })
    const token = await cartWith(site.payload, [[ids.book, 1]], 'KORT10')
    const [stock, uses] = [await stockOf(site.payload, ids.book), await couponUses()]
    const key = newKey()
    await expect(
      shop.placeOrder(site.payload, token, cardForm(key), { card: unreachable }),
    ).rejects.toMatchObject({
      name: 'ShopError',
      status: 502,
      message: expect.stringMatching(/Kortbetalningen kunde inte startas just nu/),
    })
    expect(await stockOf(site.payload, ids.book)).toBe(stock)
    expect(await couponUses()).toBe(uses)
    const cancelled = await site.payload.find({
      collection: 'orders',
      where: { idempotencyKey: { like: key } },
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect(cancelled.docs.map((o) => o.status)).toEqual(['cancelled'])
    // The same form, with another way to pay, goes through.
    expect(await shop.findCart(site.payload, token)).not.toBeNull()
    const invoice = await shop.placeOrder(
      site.payload,
      token,
      checkoutForm(ids.postnord, key, { payment_method: 'faktura' }),
      { card: unreachable },
    )
    expect(invoice.replayed).toBe(false)
    expect((await orderOf(invoice.orderId)).status).toBe('processing')
    expect(await stockOf(site.payload, ids.book)).toBe(stock - 1)
  })
})
