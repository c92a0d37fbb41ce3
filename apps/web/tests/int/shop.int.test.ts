import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { checkoutForm, newKey } from '../support/checkout'
import { startTestSite, type TestSite } from './harness'
import { cartWith, createProduct, fillSiteSettings, SHOP_SETTINGS, stockOf } from './shop-fixtures'

let site: TestSite
let shop: typeof import('@/features/shop')
let mail: typeof import('@/features/mail')
const ids = { filter: 0, book: 0, last: 0, postnord: 0, dhl: 0 }

const orderCount = async () =>
  (await site.payload.count({ collection: 'orders', overrideAccess: true })).totalDocs

beforeAll(async () => {
  site = await startTestSite()
  shop = await import('@/features/shop')
  mail = await import('@/features/mail')
  const p = site.payload
  await fillSiteSettings(p)
  ids.filter = await createProduct(p, 'Oljefilter HF-200', 'NIS-HF200', {
    price: 12500,
    inventory: 50,
  })
  ids.book = await createProduct(p, 'Handbok i smörjteknik', 'NIS-BOK1', {
    price: 10600,
    inventory: 50,
    vatRate: '6',
  })
  ids.last = await createProduct(p, 'Hörselskydd Pro', 'NIS-HS1', { price: 49900, inventory: 1 })
  ids.postnord = (
    await p.create({
      collection: 'shipping-methods',
      data: { name: 'Postnord', cost: 7900, freeOver: 150000, countries: ['SE'], enabled: true },
    })
  ).id
  ids.dhl = (
    await p.create({
      collection: 'shipping-methods',
      data: { name: 'DHL', cost: 12900, countries: ['SE', 'NO'], enabled: true },
    })
  ).id
  await p.create({
    collection: 'coupons',
    data: { code: 'vårstäd10', kind: 'percent', percent: 10, active: true },
  })
  await p.create({
    collection: 'coupons',
    data: { code: 'EN-GANG', kind: 'fixed', fixedAmount: 5000, usageLimit: 1, active: true },
  })
  await p.create({
    collection: 'coupons',
    data: { code: 'STORKUND', kind: 'fixed', fixedAmount: 10000, minSpend: 100000, active: true },
  })
})

afterAll(async () => {
  await site?.close()
})

describe('cart', () => {
  it('adds, updates and removes lines, priced from the database', async () => {
    const first = await shop.changeCart(site.payload, null, {
      op: 'add',
      productId: ids.filter,
      quantity: 2,
    })
    expect(first.token).toMatch(/^\d+\.[a-f0-9]{40}$/)
    expect(first.view.count).toBe(2)
    expect(first.view.quote.subtotal).toBe(25000)
    const token = first.token
    await shop.changeCart(site.payload, token, { op: 'add', productId: ids.book, quantity: 1 })
    const updated = await shop.changeCart(site.payload, token, {
      op: 'update',
      items: [{ productId: ids.filter, quantity: 3 }],
    })
    expect(updated.view.count).toBe(4)
    expect(await shop.cartCount(site.payload, token)).toBe(4)
    const removed = await shop.changeCart(site.payload, token, {
      op: 'remove',
      productId: ids.book,
    })
    expect(removed.view.lines.map((l) => l.sku)).toEqual(['NIS-HF200'])
  })

  it('refuses more than is in stock, unknown coupons and forged cart cookies', async () => {
    await expect(
      shop.changeCart(site.payload, null, { op: 'add', productId: ids.last, quantity: 2 }),
    ).rejects.toThrow('Det finns bara 1 st ”Hörselskydd Pro” i lager.')
    const token = await cartWith(site.payload, [[ids.filter, 1]])
    await expect(
      shop.changeCart(site.payload, token, { op: 'coupon', code: 'FINNSINTE' }),
    ).rejects.toThrow('Rabattkoden ”FINNSINTE” finns inte.')
    await expect(
      shop.changeCart(site.payload, token, { op: 'coupon', code: 'STORKUND' }),
    ).rejects.toThrow(/gäller vid köp för minst/)
    expect(
      await shop.findCart(
        site.payload,
        token.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')),
      ),
    ).toBeNull()
    expect(await shop.cartCount(site.payload, 'nonsense')).toBe(0)
  })

  it('shows a new price, title, stock and a product taken off sale in the cart and checkout at once', async () => {
    const p = site.payload
    const spray = await createProduct(p, 'Kedjespray 400 ml', 'NIS-KS400', {
      price: 8900,
      inventory: 20,
    })
    const token = await cartWith(p, [
      [spray, 2],
      [ids.filter, 1],
    ])
    const before = shop.cartView(await shop.findCart(p, token))
    expect(before.quote.subtotal).toBe(2 * 8900 + 12500)
    const quoteBefore = await shop.quoteCheckout(p, token, { billing_country: 'SE' })

    await p.update({
      collection: 'products',
      id: spray,
      data: { priceInSEK: 9900, title: 'Kedjespray 500 ml', inventory: 7 },
    })
    const after = shop.cartView(await shop.findCart(p, token))
    const line = after.lines.find((l) => l.productId === String(spray))
    expect(line).toMatchObject({ title: 'Kedjespray 500 ml', unitPrice: 9900, stock: 7 })
    expect(after.quote.subtotal).toBe(2 * 9900 + 12500)
    const quoteAfter = await shop.quoteCheckout(p, token, { billing_country: 'SE' })
    expect(quoteAfter.quote.total - quoteBefore.quote.total).toBe(2 * 1000)

    await p.update({ collection: 'products', id: spray, data: { published: false } })
    const offSale = shop.cartView(await shop.findCart(p, token))
    expect(offSale.lines.map((l) => l.sku)).toEqual(['NIS-HF200'])
    expect(offSale.quote.subtotal).toBe(12500)
  })
})

describe('checkout totals', () => {
  it('recomputes VAT, shipping and the coupon on the server, whatever the browser sends', async () => {
    const token = await cartWith(
      site.payload,
      [
        [ids.filter, 2],
        [ids.book, 1],
      ],
      'VÅRSTÄD10',
    )
    const q = await shop.quoteCheckout(site.payload, token, {
      'shipping_method[0]': String(ids.postnord),
      billing_country: 'SE',
      total: 1,
    })
    expect(q.quote.subtotal).toBe(35600)
    expect(q.quote.discount).toBe(3560)
    expect(q.quote.shipping?.cost).toBe(7900)
    expect(q.quote.total).toBe(35600 - 3560 + 7900)
    expect(q.quote.vatByRate.map((v) => v.rate)).toEqual([25, 6])
    const dhl = await shop.quoteCheckout(site.payload, token, {
      'shipping_method[0]': String(ids.dhl),
      billing_country: 'SE',
    })
    expect(dhl.quote.total).toBe(35600 - 3560 + 12900)
    // Postnord does not go to Norway; the first method that does is chosen.
    const norway = await shop.quoteCheckout(site.payload, token, {
      'shipping_method[0]': String(ids.postnord),
      billing_country: 'NO',
    })
    expect(norway.shippingOptions.map((o) => o.name)).toEqual(['DHL'])
    expect(norway.shippingMethod).toBe(String(ids.dhl))

    const placed = await shop.placeOrder(
      site.payload,
      token,
      checkoutForm(ids.postnord, newKey(), { total: 1, amount: 1 }),
    )
    const order = await site.payload.findByID({
      collection: 'orders',
      id: Number(placed.orderId),
      overrideAccess: true,
    })
    expect(order.totals?.total).toBe(39940)
    expect(order.amount).toBe(39940)
    expect(order.couponCode).toBe('VÅRSTÄD10')
    expect(order.totals?.vat).toBe(q.quote.vatTotal)
    expect(order.lines?.map((l) => [l.sku, l.quantity, l.lineTotal])).toEqual([
      ['NIS-HF200', 2, 25000],
      ['NIS-BOK1', 1, 10600],
    ])
  })

  it('gives free shipping from the threshold', async () => {
    const token = await cartWith(site.payload, [[ids.filter, 12]])
    const q = await shop.quoteCheckout(site.payload, token, {
      'shipping_method[0]': String(ids.postnord),
      billing_country: 'SE',
    })
    expect(q.quote.subtotal).toBe(150000)
    expect(q.quote.shipping?.cost).toBe(0)
  })
})

describe('placing an order', () => {
  it('is idempotent: a double click and a retried request make one order', async () => {
    const token = await cartWith(site.payload, [[ids.filter, 1]])
    const before = await orderCount()
    const stock = await stockOf(site.payload, ids.filter)
    const key = newKey()
    const [a, b] = await Promise.all([
      shop.placeOrder(site.payload, token, checkoutForm(ids.postnord, key)),
      shop.placeOrder(site.payload, token, checkoutForm(ids.postnord, key)),
    ])
    const retry = await shop.placeOrder(site.payload, token, checkoutForm(ids.postnord, key))
    expect(a.orderId).toBe(b.orderId)
    expect(retry.orderId).toBe(a.orderId)
    expect(retry.replayed).toBe(true)
    expect(await orderCount()).toBe(before + 1)
    expect(await stockOf(site.payload, ids.filter)).toBe(stock - 1)
    const mails = await site.payload.find({
      collection: 'outbox',
      where: { order: { equals: Number(a.orderId) } },
      overrideAccess: true,
    })
    expect(mails.docs.map((m) => m.kind).sort()).toEqual(['order-confirmation', 'order-notice'])
    expect(mails.docs.find((m) => m.kind === 'order-confirmation')?.to).toBe('karin@example.se')
    // The bought cart is closed: the cookie no longer finds it.
    expect(await shop.findCart(site.payload, token)).toBeNull()
  })

  it('takes many orders at once while carts and the catalogue change, without a busy database', async () => {
    const tokens = await Promise.all(
      Array.from({ length: 12 }, () => cartWith(site.payload, [[ids.book, 1]])),
    )
    const [before, stock] = [await orderCount(), await stockOf(site.payload, ids.book)]
    // Orders, new carts and a staff edit all write at the same time; none may fail or be lost.
    const results = await Promise.allSettled([
      ...tokens.map((t) => shop.placeOrder(site.payload, t, checkoutForm(ids.postnord, newKey()))),
      ...Array.from({ length: 6 }, () =>
        shop.changeCart(site.payload, null, { op: 'add', productId: ids.filter, quantity: 1 }),
      ),
      site.payload.update({
        collection: 'products',
        id: ids.filter,
        data: { shortDescription: 'Byts vid varje service.' },
        context: { disableRevalidate: true },
      }),
    ])
    expect(results.filter((r) => r.status === 'rejected')).toEqual([])
    expect(await orderCount()).toBe(before + tokens.length)
    expect(await stockOf(site.payload, ids.book)).toBe(stock - tokens.length)
  })

  it('sells the last item to exactly one of two buyers and tells the other why', async () => {
    const [t1, t2] = [
      await cartWith(site.payload, [[ids.last, 1]]),
      await cartWith(site.payload, [[ids.last, 1]]),
    ]
    const before = await orderCount()
    const results = await Promise.allSettled([
      shop.placeOrder(site.payload, t1, checkoutForm(ids.postnord, newKey())),
      shop.placeOrder(site.payload, t2, checkoutForm(ids.postnord, newKey())),
    ])
    const ok = results.filter((r) => r.status === 'fulfilled')
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    expect(ok).toHaveLength(1)
    expect(refused).toHaveLength(1)
    expect(String(refused[0]?.reason.message)).toMatch(
      /Tyvärr finns inte tillräckligt många ”Hörselskydd Pro” i lager/,
    )
    expect(await orderCount()).toBe(before + 1)
    expect(await stockOf(site.payload, ids.last)).toBe(0)
    // The loser's cart is still open, so they can change it.
    const loser = ok[0] === results[0] ? t2 : t1
    expect((await shop.findCart(site.payload, loser))?.items).toHaveLength(1)
  })

  it('changes nothing on bad input or a failure half way', async () => {
    const token = await cartWith(
      site.payload,
      [
        [ids.filter, 1],
        [ids.book, 2],
      ],
      'EN-GANG',
    )
    const before = await orderCount()
    const [filter, book] = [
      await stockOf(site.payload, ids.filter),
      await stockOf(site.payload, ids.book),
    ]
    await expect(
      shop.placeOrder(
        site.payload,
        token,
        checkoutForm(ids.postnord, newKey(), { billing_first_name: '' }),
      ),
    ).rejects.toMatchObject({
      message: 'Förnamn är ett obligatoriskt fält.',
      errors: [{ field: 'billing_first_name', message: 'Förnamn är ett obligatoriskt fält.' }],
    })
    await expect(
      shop.placeOrder(
        site.payload,
        token,
        checkoutForm(ids.postnord, newKey(), { 'shipping_method[0]': '999999' }),
      ),
    ).rejects.toThrow(/Välj ett leveranssätt/)
    await expect(
      shop.placeOrder(
        site.payload,
        token,
        checkoutForm(ids.postnord, newKey(), { payment_method: 'kort' }),
      ),
    ).rejects.toThrow(/Kortbetalning är inte tillgänglig/)
    // A failure after stock was taken: the book runs out between the first and second line.
    await site.payload.update({
      collection: 'products',
      id: ids.book,
      data: { inventory: 1 },
      context: { disableRevalidate: true },
    })
    await expect(
      shop.placeOrder(site.payload, token, checkoutForm(ids.postnord, newKey())),
    ).rejects.toThrow(/Handbok i smörjteknik/)
    expect(await orderCount()).toBe(before)
    expect(await stockOf(site.payload, ids.filter)).toBe(filter)
    expect(await stockOf(site.payload, ids.book)).toBe(1)
    const coupon = await site.payload.find({
      collection: 'coupons',
      where: { code: { equals: 'EN-GANG' } },
      overrideAccess: true,
    })
    expect(coupon.docs[0]?.usedCount ?? 0).toBe(0)
    expect(await shop.findCart(site.payload, token)).not.toBeNull()
    await site.payload.update({
      collection: 'products',
      id: ids.book,
      data: { inventory: book },
      context: { disableRevalidate: true },
    })
    // With the stock back the same cart goes through, and the one-use coupon is used up.
    const placed = await shop.placeOrder(site.payload, token, checkoutForm(ids.postnord, newKey()))
    expect(placed.replayed).toBe(false)
    const used = await site.payload.find({
      collection: 'coupons',
      where: { code: { equals: 'EN-GANG' } },
      overrideAccess: true,
    })
    expect(used.docs[0]?.usedCount).toBe(1)
  })

  it('leaves nothing behind when a step after the order row fails (one transaction)', async () => {
    const token = await cartWith(site.payload, [[ids.filter, 2]], 'vårstäd10')
    const couponUses = async () =>
      (
        await site.payload.find({
          collection: 'coupons',
          where: { code: { equals: 'vårstäd10' } },
          overrideAccess: true,
        })
      ).docs[0]?.usedCount ?? 0
    const [orders, stock, uses] = [
      await orderCount(),
      await stockOf(site.payload, ids.filter),
      await couponUses(),
    ]
    const count = (collection: 'transactions' | 'outbox') =>
      site.payload.count({ collection, overrideAccess: true }).then((r) => r.totalDocs)
    const [transactions, outbox] = [await count('transactions'), await count('outbox')]
    // The e-mail queue is the last write of an order, after the order, its lines and the stock.
    const hooks = site.payload.collections.outbox.config.hooks
    const failing = () => {
      throw new Error('disk full')
    }
    hooks.beforeChange.push(failing)
    try {
      await expect(
        shop.placeOrder(site.payload, token, checkoutForm(ids.postnord, newKey())),
      ).rejects.toThrow('disk full')
    } finally {
      hooks.beforeChange.splice(hooks.beforeChange.indexOf(failing), 1)
    }
    expect(await orderCount()).toBe(orders)
    expect(await stockOf(site.payload, ids.filter)).toBe(stock)
    expect(await count('transactions')).toBe(transactions)
    expect(await count('outbox')).toBe(outbox)
    expect(await couponUses()).toBe(uses)
    expect(await shop.findCart(site.payload, token)).not.toBeNull()
  })

  it('shows the order summary only to the holder of its key', async () => {
    const token = await cartWith(site.payload, [[ids.book, 1]])
    const placed = await shop.placeOrder(
      site.payload,
      token,
      checkoutForm(ids.postnord, newKey(), {
        ship_to_different_address: '1',
        shipping_first_name: 'Lager',
        shipping_last_name: 'Mottagning',
        shipping_country: 'SE',
        shipping_address_1: 'Hamngatan 9',
        shipping_postcode: '85230',
        shipping_city: 'Sundsvall',
      }),
    )
    const receipt = await shop.getOrderReceipt(site.payload, placed.orderId, placed.accessKey)
    expect(receipt?.shipping.address1).toBe('Hamngatan 9')
    expect(receipt?.billing.address1).toBe('Storgatan 1')
    expect(receipt?.totals.total).toBe(10600 + 7900)
    expect(await shop.getOrderReceipt(site.payload, placed.orderId, 'x'.repeat(32))).toBeNull()
    expect(await shop.getOrderReceipt(site.payload, placed.orderId, undefined)).toBeNull()
    // Anonymous visitors cannot read orders through the API either.
    await expect(
      site.payload.find({ collection: 'orders', overrideAccess: false }),
    ).rejects.toThrow(/Du får inte/)
  })
})

describe('reviews', () => {
  it('holds a review for moderation and averages the approved ones', async () => {
    const slug = (await site.payload.findByID({ collection: 'products', id: ids.filter }))
      .slug as string
    await expect(
      shop.submitReview(site.payload, slug, {
        rating: '7',
        author: 'Per',
        email: 'per@example.se',
        body: 'Bra',
      }),
    ).rejects.toThrow('Välj ett betyg mellan 1 och 5.')
    const res = await shop.submitReview(site.payload, slug, {
      rating: '4',
      author: 'Per',
      email: 'per@example.se',
      body: 'Passar perfekt.',
    })
    expect(res.message).toMatch(/granskat/)
    expect((await shop.getReviews(site.payload, String(ids.filter))).count).toBe(0)
    const pending = await site.payload.find({ collection: 'product-reviews', overrideAccess: true })
    for (const r of pending.docs)
      await site.payload.update({
        collection: 'product-reviews',
        id: r.id,
        data: { status: 'approved' },
        context: { disableRevalidate: true },
      })
    await shop.submitReview(site.payload, slug, {
      rating: '5',
      author: 'Lena',
      email: 'lena@example.se',
      body: 'Utmärkt.',
    })
    const all = await site.payload.find({
      collection: 'product-reviews',
      where: { author: { equals: 'Lena' } },
      overrideAccess: true,
    })
    await site.payload.update({
      collection: 'product-reviews',
      id: all.docs[0]!.id,
      data: { status: 'approved' },
      context: { disableRevalidate: true },
    })
    const reviews = await shop.getReviews(site.payload, String(ids.filter))
    expect(reviews.count).toBe(2)
    expect(reviews.average).toBe(4.5)
  })
})

describe('payments and e-mail', () => {
  it('delivers queued e-mail through the transport and marks it sent', async () => {
    const sent: { to: string; subject: string }[] = []
    const result = await mail.deliverOutbox(
      site.payload,
      { send: async (m) => void sent.push(m) },
      100,
    )
    expect(result.failed).toBe(0)
    expect(result.sent).toBeGreaterThan(0)
    expect(sent.some((m) => m.subject.startsWith('Tack för din beställning'))).toBe(true)
    const queued = await site.payload.count({
      collection: 'outbox',
      where: { status: { equals: 'queued' } },
      overrideAccess: true,
    })
    expect(queued.totalDocs).toBe(0)
    expect(await mail.deliverOutbox(site.payload, null)).toEqual({ sent: 0, failed: 0 })
  })

  it('names the shop and sends from its address as the site settings say', async () => {
    const token = await cartWith(site.payload, [[ids.filter, 1]])
    const placed = await shop.placeOrder(site.payload, token, checkoutForm(ids.postnord, newKey()))
    const mails = (
      await site.payload.find({
        collection: 'outbox',
        where: { order: { equals: Number(placed.orderId) } },
        overrideAccess: true,
      })
    ).docs
    const confirmation = mails.find((m) => m.kind === 'order-confirmation')
    expect(confirmation?.text).toContain(`Tack för din beställning hos ${SHOP_SETTINGS.name}.`)
    expect(confirmation?.text).toMatch(new RegExp(`Vänliga hälsningar\\n${SHOP_SETTINGS.name}$`))
    expect(mails.find((m) => m.kind === 'order-notice')?.to).toBe(SHOP_SETTINGS.email)
    const sent: { from: string }[] = []
    await mail.deliverOutbox(site.payload, { send: async (m) => void sent.push(m) }, 100)
    expect([...new Set(sent.map((m) => m.from))]).toEqual([
      `${SHOP_SETTINGS.name} <${SHOP_SETTINGS.email}>`,
    ])
  })
})
