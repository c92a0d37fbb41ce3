import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { checkoutForm, newKey } from '../support/checkout'
import { startTestSite, type TestSite } from './harness'
import { cartWith, createProduct, createVariant } from './shop-fixtures'

let site: TestSite
let shop: typeof import('@/features/shop')
const ids = {
  filter: 0,
  gloves: 0,
  hose: 0,
  size: 0,
  length: 0,
  S: 0,
  M: 0,
  L: 0,
  XL: 0,
  hidden: 0,
  hose10: 0,
  postnord: 0,
}
const opt: Record<string, number> = {}

const noRevalidate = { disableRevalidate: true }

const variantStock = async (id: number) =>
  (await site.payload.findByID({ collection: 'variants', id, depth: 0 })).inventory
const count = async (collection: 'orders' | 'carts') =>
  (await site.payload.count({ collection, overrideAccess: true })).totalDocs

beforeAll(async () => {
  site = await startTestSite()
  shop = await import('@/features/shop')
  const p = site.payload
  const type = async (label: string, name: string, options: string[]) => {
    const t = await p.create({ collection: 'variantTypes', data: { label, name } })
    for (const o of options)
      opt[`${name}:${o}`] = (
        await p.create({
          collection: 'variantOptions',
          data: { variantType: t.id, label: o, value: o.toLowerCase() },
        })
      ).id
    return t.id
  }
  // Options keep the order staff gave them; the variants below are made in another order.
  ids.size = await type('Storlek', 'storlek', ['S', 'M', 'L', 'XL'])
  ids.length = await type('Längd', 'langd', ['10 m', '25 m'])
  ids.filter = await createProduct(p, 'Oljefilter HF-200', 'NIS-HF200', {
    price: 12500,
    inventory: 50,
  })
  ids.gloves = await createProduct(p, 'Arbetshandskar Grip', 'NIS-HSK', {
    variantTypes: [ids.size],
  })
  ids.hose = await createProduct(p, 'Tryckluftsslang', 'NIS-SL', { variantTypes: [ids.length] })
  const variant = (
    product: number,
    option: string,
    sku: string,
    price: number,
    inventory: number,
    published = true,
  ) =>
    createVariant(p, { product, option: opt[option] as number, sku, price, inventory, published })
  ids.S = await variant(ids.gloves, 'storlek:S', 'NIS-HSK-S', 14900, 5)
  ids.L = await variant(ids.gloves, 'storlek:L', 'NIS-HSK-L', 16900, 10)
  ids.M = await variant(ids.gloves, 'storlek:M', 'NIS-HSK-M', 14900, 1)
  ids.XL = await variant(ids.gloves, 'storlek:XL', 'NIS-HSK-XL', 16900, 0)
  ids.hose10 = await variant(ids.hose, 'langd:10 m', 'NIS-SL-10', 125000, 4)
  ids.hidden = await variant(ids.hose, 'langd:25 m', 'NIS-SL-25', 245000, 4, false)
  ids.postnord = (
    await p.create({
      collection: 'shipping-methods',
      data: { name: 'Postnord', cost: 7900, freeOver: 150000, countries: ['SE'], enabled: true },
    })
  ).id
})

afterAll(async () => {
  await site?.close()
})

describe('the catalogue', () => {
  it('lists a product sold in variants from its lowest price, with the choice on its page', async () => {
    const { products } = await shop.listProducts(site.payload)
    const gloves = products.find((x) => x.sku === 'NIS-HSK')
    expect(gloves).toMatchObject({
      price: 14900,
      priceMax: 16900,
      stock: 16,
      variantTypes: ['Storlek'],
    })
    expect(shop.priceLabel(gloves!.price, gloves!.priceMax)).toMatch(/^från 149,00\skr$/)
    // The unpublished 25 m hose is not offered anywhere.
    expect(products.find((x) => x.sku === 'NIS-SL')).toMatchObject({
      price: 125000,
      priceMax: 125000,
    })

    const page = await shop.getProduct(site.payload, (await slugOf(ids.gloves)) as string)
    expect(page?.variantChoice?.types).toEqual([
      {
        id: String(ids.size),
        label: 'Storlek',
        options: ['S', 'M', 'L', 'XL'].map((o) => ({
          id: String(opt[`storlek:${o}`]),
          label: o,
        })),
      },
    ])
    expect(page?.variantChoice?.variants.map((v) => [v.label, v.sku, v.price, v.stock])).toEqual([
      ['Storlek: S', 'NIS-HSK-S', 14900, 5],
      ['Storlek: L', 'NIS-HSK-L', 16900, 10],
      ['Storlek: M', 'NIS-HSK-M', 14900, 1],
      ['Storlek: XL', 'NIS-HSK-XL', 16900, 0],
    ])
    const hose = await shop.getProduct(site.payload, (await slugOf(ids.hose)) as string)
    expect(hose?.variantChoice?.variants.map((v) => v.sku)).toEqual(['NIS-SL-10'])
    expect(hose?.variantChoice?.types[0]?.options.map((o) => o.label)).toEqual(['10 m'])
  })
})

const slugOf = async (id: number) =>
  (await site.payload.findByID({ collection: 'products', id, depth: 0 })).slug

describe('the cart', () => {
  it('keeps each variant on its own line, priced from the database', async () => {
    const first = await shop.changeCart(site.payload, null, {
      op: 'add',
      productId: ids.gloves,
      variantId: ids.S,
      quantity: 1,
      unitPrice: 1,
    })
    expect(first.message).toBe('”Arbetshandskar Grip” (Storlek: S) har lagts till i din varukorg.')
    const token = first.token
    await shop.changeCart(site.payload, token, {
      op: 'add',
      productId: ids.gloves,
      variantId: ids.L,
      quantity: 2,
    })
    await shop.changeCart(site.payload, token, {
      op: 'add',
      productId: ids.gloves,
      variantId: String(ids.S),
      quantity: 1,
    })
    const view = (await shop.changeCart(site.payload, token, { op: 'add', productId: ids.filter }))
      .view
    expect(view.lines.map((l) => [l.variantLabel, l.sku, l.quantity, l.unitPrice, l.key])).toEqual([
      ['Storlek: S', 'NIS-HSK-S', 2, 14900, `${ids.gloves}-${ids.S}`],
      ['Storlek: L', 'NIS-HSK-L', 2, 16900, `${ids.gloves}-${ids.L}`],
      [null, 'NIS-HF200', 1, 12500, String(ids.filter)],
    ])
    expect(view.quote.subtotal).toBe(2 * 14900 + 2 * 16900 + 12500)

    // Changing or removing one size leaves the other alone.
    const updated = await shop.changeCart(site.payload, token, {
      op: 'update',
      items: [{ productId: ids.gloves, variantId: ids.L, quantity: 3 }],
    })
    expect(updated.view.lines.map((l) => l.quantity)).toEqual([2, 3, 1])
    const removed = await shop.changeCart(site.payload, token, {
      op: 'remove',
      productId: ids.gloves,
      variantId: ids.S,
    })
    expect(removed.view.lines.map((l) => l.sku)).toEqual(['NIS-HSK-L', 'NIS-HF200'])
    await expect(
      shop.changeCart(site.payload, token, {
        op: 'update',
        items: [{ productId: ids.gloves, variantId: ids.L, quantity: 11 }],
      }),
    ).rejects.toThrow('Det finns bara 10 st ”Arbetshandskar Grip (Storlek: L)” i lager.')
  })

  it('refuses a missing, foreign, unpublished or sold-out variant and changes nothing', async () => {
    const token = await cartWith(site.payload, [[ids.filter, 1]])
    const carts = await count('carts')
    const refusals: [Record<string, unknown>, string][] = [
      [
        { productId: ids.gloves },
        'Välj storlek för ”Arbetshandskar Grip” innan du lägger den i varukorgen.',
      ],
      [
        { productId: ids.gloves, variantId: ids.hose10 },
        'Varianten hör inte till ”Arbetshandskar Grip”.',
      ],
      [{ productId: ids.hose, variantId: ids.hidden }, 'Varianten finns inte längre i butiken.'],
      [{ productId: ids.hose, variantId: 999999 }, 'Varianten finns inte längre i butiken.'],
      [
        { productId: ids.filter, variantId: ids.S },
        '”Oljefilter HF-200” finns inte i olika varianter.',
      ],
      [
        { productId: ids.gloves, variantId: ids.XL },
        'Tyvärr är ”Arbetshandskar Grip (Storlek: XL)” slut i lager.',
      ],
      [
        { productId: ids.gloves, variantId: ids.S, quantity: 6 },
        'Det finns bara 5 st ”Arbetshandskar Grip (Storlek: S)” i lager.',
      ],
      [{ productId: ids.gloves, variantId: 'x;1' }, 'Varianten finns inte.'],
    ]
    for (const [body, message] of refusals) {
      await expect(
        shop.changeCart(site.payload, token, { op: 'add', quantity: 1, ...body }),
      ).rejects.toThrow(message)
      // A first add that is refused makes no cart either.
      await expect(
        shop.changeCart(site.payload, null, { op: 'add', quantity: 1, ...body }),
      ).rejects.toThrow(message)
    }
    expect(await count('carts')).toBe(carts)
    const cart = await shop.findCart(site.payload, token)
    expect(cart?.items?.map((i) => [i.quantity, i.variant ?? null])).toEqual([[1, null]])
  })

  it('drops a line whose variant is taken off sale', async () => {
    const token = await cartWith(site.payload, [
      [ids.hose, 1, ids.hose10],
      [ids.filter, 1],
    ])
    await site.payload.update({
      collection: 'variants',
      id: ids.hose10,
      data: { published: false },
      context: noRevalidate,
    })
    try {
      const view = shop.cartView(await shop.findCart(site.payload, token))
      expect(view.lines.map((l) => l.sku)).toEqual(['NIS-HF200'])
    } finally {
      await site.payload.update({
        collection: 'variants',
        id: ids.hose10,
        data: { published: true },
        context: noRevalidate,
      })
    }
  })
})

describe('placing an order', () => {
  it('totals variant prices, takes stock from the variants and records them on the order', async () => {
    const token = await cartWith(site.payload, [
      [ids.gloves, 2, ids.S],
      [ids.gloves, 1, ids.L],
      [ids.filter, 1],
    ])
    const [s, l, product] = [
      await variantStock(ids.S),
      await variantStock(ids.L),
      (await site.payload.findByID({ collection: 'products', id: ids.gloves })).inventory,
    ]
    const q = await shop.quoteCheckout(site.payload, token, {
      'shipping_method[0]': String(ids.postnord),
      billing_country: 'SE',
    })
    expect(q.quote.subtotal).toBe(2 * 14900 + 16900 + 12500)
    expect(q.quote.total).toBe(2 * 14900 + 16900 + 12500 + 7900)
    expect(q.quote.vatByRate).toEqual([
      { rate: 25, amount: Math.round((q.quote.total * 25) / 125) },
    ])

    const placed = await shop.placeOrder(site.payload, token, checkoutForm(ids.postnord, newKey()))
    const order = await site.payload.findByID({
      collection: 'orders',
      id: Number(placed.orderId),
      depth: 0,
      overrideAccess: true,
    })
    expect(order.totals?.total).toBe(q.quote.total)
    expect(
      order.lines?.map((x) => [
        x.product,
        x.variant ?? null,
        x.variantLabel ?? null,
        x.sku,
        x.lineTotal,
      ]),
    ).toEqual([
      [ids.gloves, ids.S, 'Storlek: S', 'NIS-HSK-S', 29800],
      [ids.gloves, ids.L, 'Storlek: L', 'NIS-HSK-L', 16900],
      [ids.filter, null, null, 'NIS-HF200', 12500],
    ])
    expect(order.items?.map((x) => [x.product, x.variant ?? null, x.quantity])).toEqual([
      [ids.gloves, ids.S, 2],
      [ids.gloves, ids.L, 1],
      [ids.filter, null, 1],
    ])
    expect(await variantStock(ids.S)).toBe(s - 2)
    expect(await variantStock(ids.L)).toBe(l - 1)
    expect(
      (await site.payload.findByID({ collection: 'products', id: ids.gloves })).inventory,
    ).toBe(product)

    const receipt = await shop.getOrderReceipt(site.payload, placed.orderId, placed.accessKey)
    expect(receipt?.lines.map((x) => [x.title, x.variantLabel, x.sku])).toEqual([
      ['Arbetshandskar Grip', 'Storlek: S', 'NIS-HSK-S'],
      ['Arbetshandskar Grip', 'Storlek: L', 'NIS-HSK-L'],
      ['Oljefilter HF-200', null, 'NIS-HF200'],
    ])
    const mails = await site.payload.find({
      collection: 'outbox',
      where: { order: { equals: order.id } },
      overrideAccess: true,
    })
    expect(mails.docs.length).toBeGreaterThan(0)
    for (const mail of mails.docs)
      expect(mail.text).toContain('2 × Arbetshandskar Grip, Storlek: S (NIS-HSK-S)')
  })

  it('sells the last unit of a variant to exactly one of two buyers and tells the other why', async () => {
    expect(await variantStock(ids.M)).toBe(1)
    const [t1, t2] = [
      await cartWith(site.payload, [[ids.gloves, 1, ids.M]]),
      await cartWith(site.payload, [[ids.gloves, 1, ids.M]]),
    ]
    const [orders, s] = [await count('orders'), await variantStock(ids.S)]
    const results = await Promise.allSettled([
      shop.placeOrder(site.payload, t1, checkoutForm(ids.postnord, newKey())),
      shop.placeOrder(site.payload, t2, checkoutForm(ids.postnord, newKey())),
    ])
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(refused).toHaveLength(1)
    expect(String(refused[0]?.reason.message)).toBe(
      'Tyvärr finns inte tillräckligt många ”Arbetshandskar Grip (Storlek: M)” i lager längre – någon annan hann före. Ändra antalet i varukorgen och försök igen.',
    )
    expect(await count('orders')).toBe(orders + 1)
    expect(await variantStock(ids.M)).toBe(0)
    expect(await variantStock(ids.S)).toBe(s)
    // The loser's cart is still open and now shows the size as sold out.
    const loser = results[0]?.status === 'fulfilled' ? t2 : t1
    const view = shop.cartView(await shop.findCart(site.payload, loser))
    expect(view.lines.map((l) => [l.variantLabel, l.stock])).toEqual([['Storlek: M', 0]])
  })
})

/** The field messages of a refused save, or null when it was saved. */
const why = (save: Promise<unknown>) =>
  save.then(
    () => null,
    (e: { data?: { errors?: { message: string }[] } }) =>
      e.data?.errors?.map((x) => x.message).join(' | ') ?? String(e),
  )

describe('staff editing variants', () => {
  it('refuses a repeated combination, options of another type and a SKU already in use', async () => {
    let skus = 0
    const create = (data: Record<string, unknown>) =>
      site.payload.create({
        collection: 'variants',
        context: noRevalidate,
        data: {
          product: ids.gloves,
          sku: `NIS-HSK-${++skus}`,
          priceInSEK: 14900,
          inventory: 1,
          ...data,
        } as never,
      })
    expect(await why(create({ options: [opt['storlek:M']] }))).toBe(
      'Produkten har redan en variant med de alternativen.',
    )
    expect(await why(create({ options: [opt['langd:10 m']] }))).toBe(
      'Välj bara alternativ av produktens varianttyper.',
    )
    expect(await why(create({ options: [opt['storlek:M'], opt['storlek:L']] }))).toBe(
      'Välj exakt ett alternativ för varje varianttyp.',
    )
    expect(await why(create({ options: [] }))).toBe('Välj ett alternativ för varje varianttyp.')
    await site.payload.delete({ collection: 'variants', id: ids.XL, context: noRevalidate })
    expect(await why(create({ options: [opt['storlek:XL']], sku: 'NIS-HF200' }))).toBe(
      'Artikelnumret NIS-HF200 används redan av en produkt.',
    )
    expect(await why(create({ options: [opt['storlek:XL']], sku: 'NIS-HSK-S' }))).not.toBeNull()
    expect(
      await why(
        site.payload.create({
          collection: 'products',
          context: noRevalidate,
          data: { title: 'Dubblett', sku: 'NIS-HSK-S', vatRate: '25', inventory: 1 },
        }),
      ),
    ).toBe('Artikelnumret NIS-HSK-S används redan av en variant.')
    expect(
      await why(
        site.payload.create({
          collection: 'products',
          context: noRevalidate,
          data: {
            title: 'Utan typ',
            sku: 'NIS-UT',
            vatRate: '25',
            inventory: 0,
            enableVariants: true,
          },
        }),
      ),
    ).toBe('Välj minst en varianttyp, t.ex. Storlek.')
    // The freed combination can be made again, with the title filled in.
    const xl = (await create({ options: [opt['storlek:XL']], sku: 'NIS-HSK-XL2' })) as {
      title?: string
    }
    expect(xl.title).toBe('Arbetshandskar Grip — XL')
  })
})
