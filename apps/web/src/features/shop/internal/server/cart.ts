import crypto from 'node:crypto'

import type { Payload } from 'payload'

import type { Cart, Coupon, Product, Variant } from '@/payload-types'

import { computeQuote, couponProblem, type CouponRule } from '../money'
import type { CartLine, CartView } from '../types'
import { cartRequestSchema, type CartRequest } from '../validation'
import { lineKey } from '../variants'
import { toSummary, vatRateOf } from './catalog'
import { unitOfWork } from '@/platform/database/sql'
import { ShopError } from './errors'
import { labelOfVariant, soldInVariants, variantForCart } from './variants'

/** The cart cookie's value: '<cart id>.<secret>'. The secret never leaves the server otherwise. */
export const CART_COOKIE = 'smedja_cart'

export function parseCartToken(
  token: string | undefined | null,
): { id: number; secret: string } | null {
  const m = /^(\d{1,12})\.([a-f0-9]{40})$/.exec(token ?? '')
  return m ? { id: Number(m[1]), secret: m[2] as string } : null
}

/**
 * The open cart behind a cart cookie, or null when the cookie is missing, forged or its cart was
 * bought; its relations as ids.
 */
async function openCart(payload: Payload, token: string | undefined | null): Promise<Cart | null> {
  const parsed = parseCartToken(token)
  if (!parsed) return null
  const { docs } = await payload.find({
    collection: 'carts',
    where: {
      and: [
        { id: { equals: parsed.id } },
        { secret: { equals: parsed.secret } },
        { purchasedAt: { exists: false } },
      ],
    },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** The visitor's open cart, or null when the cookie is missing, forged or its cart was bought. */
export async function findCart(
  payload: Payload,
  token: string | undefined | null,
): Promise<Cart | null> {
  const cart = await openCart(payload, token)
  return cart && populateCart(payload, cart)
}

// What cartView reads of a product, a variant and an image. Read as they are now (never from a cache):
// prices and stock in the cart and the order come from the database.
const cartProductFields = {
  title: true,
  slug: true,
  sku: true,
  vatRate: true,
  published: true,
  deletedAt: true,
  priceInSEKEnabled: true,
  priceInSEK: true,
  inventory: true,
  enableVariants: true,
  variantTypes: true,
  gallery: { image: true },
} as const
const cartVariantFields = {
  product: true,
  options: true,
  sku: true,
  priceInSEK: true,
  inventory: true,
  published: true,
  deletedAt: true,
} as const
const cartImageFields = { url: true, filename: true, alt: true, width: true, height: true } as const

const distinctIds = (ids: (number | null)[]): number[] =>
  [...new Set(ids)].filter((id): id is number => id !== null)

/**
 * The cart with what cartView needs of its products, variants ('Storlek: M') and coupon, in one query
 * each. Populating the cart itself to depth 3 read every product whole, with its categories, variant
 * types and variants, one relation at a time: most of the cart page's time (issue 11).
 */
async function populateCart(payload: Payload, cart: Cart): Promise<Cart> {
  const items = cart.items ?? []
  const productIds = distinctIds(items.map((i) => idOf(i.product)))
  const variantIds = distinctIds(items.map((i) => idOf(i.variant)))
  const couponId = idOf(cart.coupon)
  const [products, variants, coupon] = await Promise.all([
    productIds.length
      ? payload.find({
          collection: 'products',
          where: { id: { in: productIds } },
          depth: 1,
          pagination: false,
          joins: false,
          overrideAccess: true,
          select: cartProductFields,
          populate: { media: cartImageFields },
        })
      : null,
    variantIds.length
      ? payload.find({
          collection: 'variants',
          where: { id: { in: variantIds } },
          depth: 2,
          pagination: false,
          overrideAccess: true,
          select: cartVariantFields,
          populate: {
            products: { slug: true },
            variantOptions: { label: true, variantType: true },
            variantTypes: { label: true },
          },
        })
      : null,
    couponId !== null
      ? payload.findByID({
          collection: 'coupons',
          id: couponId,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
      : null,
  ])
  const productById = new Map((products?.docs ?? []).map((p) => [p.id, p as Product]))
  const variantById = new Map((variants?.docs ?? []).map((v) => [v.id, v as Variant]))
  return {
    ...cart,
    items: items.map((item) => {
      const productId = idOf(item.product)
      const variantId = idOf(item.variant)
      return {
        ...item,
        product: (productId !== null && productById.get(productId)) || item.product,
        variant: (variantId !== null && variantById.get(variantId)) || item.variant,
      }
    }),
    coupon: coupon ?? cart.coupon,
  }
}

export function couponRule(c: Coupon): CouponRule {
  return {
    code: c.code,
    kind: c.kind,
    amount: c.kind === 'percent' ? (c.percent ?? 0) : (c.fixedAmount ?? 0),
    minSpend: c.minSpend,
    expiresAt: c.expiresAt,
    usageLimit: c.usageLimit,
    usedCount: c.usedCount,
    active: c.active,
  }
}

const productOf = (item: NonNullable<Cart['items']>[number]): Product | null =>
  item.product && typeof item.product === 'object' ? item.product : null

const variantOf = (item: NonNullable<Cart['items']>[number]): Variant | null =>
  item.variant && typeof item.variant === 'object' ? item.variant : null

const idOf = (v: number | { id: number } | null | undefined): number | null =>
  v == null ? null : typeof v === 'object' ? v.id : v

/** A line of a product sold in variants needs a variant of that product that is on sale. */
const onSale = (v: Variant | null, p: Product): v is Variant =>
  Boolean(v && v.published && !v.deletedAt && idOf(v.product) === p.id)

/** What the cart page, the checkout and the header show, priced from the database (never the browser). */
export function cartView(cart: Cart | null, now = new Date()): CartView {
  const lines: CartLine[] = []
  for (const item of cart?.items ?? []) {
    const p = productOf(item)
    if (!p || !p.published || p.deletedAt) continue
    const v = variantOf(item)
    if (soldInVariants(p) ? !onSale(v, p) : !p.priceInSEKEnabled || item.variant) continue
    const s = toSummary(p)
    const unitPrice = v ? v.priceInSEK : s.price
    lines.push({
      key: lineKey(s.id, v ? String(v.id) : null),
      productId: s.id,
      variantId: v ? String(v.id) : null,
      variantLabel: v ? labelOfVariant(v, p) : null,
      slug: s.slug,
      title: s.title,
      sku: v ? v.sku : s.sku,
      unitPrice,
      vatRate: vatRateOf(p),
      quantity: item.quantity,
      lineTotal: unitPrice * item.quantity,
      stock: v ? v.inventory : s.stock,
      image: s.image,
    })
  }
  const coupon = cart?.coupon && typeof cart.coupon === 'object' ? cart.coupon : null
  const quote = computeQuote({ lines, coupon: coupon ? couponRule(coupon) : null, now })
  return {
    lines,
    couponCode: quote.couponCode,
    quote,
    count: quote.itemCount,
    notices: quote.couponError && lines.length ? [quote.couponError] : [],
  }
}

export const emptyCartView = (): CartView => cartView(null)

type Item = { product: number; variant: number | null; quantity: number }

const sameLine = (i: Item, productId: string, variantId?: string | null) =>
  i.product === Number(productId) && i.variant === (variantId ? Number(variantId) : null)

async function loadProduct(payload: Payload, id: string): Promise<Product> {
  const product = await payload.findByID({
    collection: 'products',
    id: Number(id),
    depth: 0,
    joins: false,
    overrideAccess: false,
    disableErrors: true,
  })
  if (!product || !(product.priceInSEKEnabled || soldInVariants(product)))
    throw new ShopError('Produkten finns inte längre i butiken.', 404)
  return product
}

function stockCheck(product: Product, quantity: number, variant: Variant | null = null) {
  const inventory = variant ? variant.inventory : product.inventory
  const title = variant ? `${product.title} (${labelOfVariant(variant, product)})` : product.title
  if (quantity > inventory) {
    throw new ShopError(
      inventory > 0
        ? `Det finns bara ${inventory} st ”${title}” i lager.`
        : `Tyvärr är ”${title}” slut i lager.`,
      409,
    )
  }
}

/**
 * Applies one validated cart request and returns the new cart and the cookie token to keep. A new
 * cart is created on the first add; every other request needs an existing cart.
 */
export async function changeCart(
  payload: Payload,
  token: string | undefined | null,
  raw: unknown,
  now = new Date(),
): Promise<{ view: CartView; token: string | null; message: string | null }> {
  const parsed = cartRequestSchema.safeParse(raw)
  if (!parsed.success) throw new ShopError(parsed.error.issues[0]?.message ?? 'Ogiltiga uppgifter.')
  const req: CartRequest = parsed.data
  const cart = await findCart(payload, token)
  const items: Item[] = (cart?.items ?? []).map((i) => ({
    product: typeof i.product === 'object' && i.product ? i.product.id : Number(i.product),
    variant: idOf(i.variant),
    quantity: i.quantity,
  }))
  let coupon: number | null = cart?.coupon
    ? typeof cart.coupon === 'object'
      ? cart.coupon.id
      : cart.coupon
    : null
  let message: string | null = null

  switch (req.op) {
    case 'add': {
      const product = await loadProduct(payload, req.productId)
      const variant = await variantForCart(payload, product, req.variantId)
      const existing = items.find((i) => sameLine(i, req.productId, req.variantId))
      stockCheck(product, (existing?.quantity ?? 0) + req.quantity, variant)
      if (existing) existing.quantity += req.quantity
      else items.push({ product: product.id, variant: variant?.id ?? null, quantity: req.quantity })
      message = variant
        ? `”${product.title}” (${labelOfVariant(variant, product)}) har lagts till i din varukorg.`
        : `”${product.title}” har lagts till i din varukorg.`
      break
    }
    case 'update': {
      if (!cart) throw new ShopError('Din varukorg är tom.', 404)
      for (const change of req.items) {
        const idx = items.findIndex((i) => sameLine(i, change.productId, change.variantId))
        if (idx < 0) continue
        if (change.quantity === 0) {
          items.splice(idx, 1)
          continue
        }
        const item = items[idx] as Item
        if (change.quantity > item.quantity) {
          const product = await loadProduct(payload, change.productId)
          const variant = await variantForCart(payload, product, change.variantId)
          stockCheck(product, change.quantity, variant)
        }
        item.quantity = change.quantity
      }
      message = 'Varukorgen har uppdaterats.'
      break
    }
    case 'remove': {
      if (!cart) throw new ShopError('Din varukorg är tom.', 404)
      const idx = items.findIndex((i) => sameLine(i, req.productId, req.variantId))
      if (idx >= 0) items.splice(idx, 1)
      message = 'Varan har tagits bort.'
      break
    }
    case 'coupon': {
      if (!cart || !items.length)
        throw new ShopError('Lägg något i varukorgen innan du använder en rabattkod.')
      const code = req.code.toLocaleUpperCase('sv-SE')
      const { docs } = await payload.find({
        collection: 'coupons',
        where: { code: { equals: code } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      const found = docs[0]
      if (!found) throw new ShopError(`Rabattkoden ”${req.code}” finns inte.`)
      const subtotal = cartView(cart, now).quote.subtotal
      const problem = couponProblem(couponRule(found), subtotal, now)
      if (problem) throw new ShopError(problem)
      coupon = found.id
      message = 'Rabattkoden har lagts till.'
      break
    }
    case 'removeCoupon': {
      if (!cart) throw new ShopError('Din varukorg är tom.', 404)
      coupon = null
      message = 'Rabattkoden har tagits bort.'
      break
    }
  }

  if (!cart) {
    const created = await payload.create({
      collection: 'carts',
      data: { items, currency: 'SEK', coupon },
      overrideAccess: true,
      depth: 0,
    })
    const secret = (created as Cart).secret
    if (!secret) throw new Error('the commerce plugin did not give the new cart a secret')
    const view = cartView(await populateCart(payload, created as Cart), now)
    return { view, token: `${created.id}.${secret}`, message }
  }
  const updated = await payload.update({
    collection: 'carts',
    id: cart.id,
    data: { items, currency: 'SEK', coupon: items.length ? coupon : null },
    overrideAccess: true,
    depth: 0,
  })
  return {
    view: cartView(await populateCart(payload, updated), now),
    token: token ?? null,
    message,
  }
}

/** The header count: sum of quantities in the visitor's cart. */
export async function cartCount(
  payload: Payload,
  token: string | undefined | null,
): Promise<number> {
  if (!parseCartToken(token)) return 0
  return cartView(await findCart(payload, token)).count
}

/** A cart made while signed in belongs to the customer, so signing in elsewhere brings it along. */
export async function linkCartToCustomer(
  payload: Payload,
  token: string | undefined | null,
  customerId: number,
): Promise<void> {
  const cart = await openCart(payload, token)
  if (!cart || idOf(cart.customer) !== null) return
  await payload.update({
    collection: 'carts',
    id: cart.id,
    data: { customer: customerId },
    overrideAccess: true,
    depth: 0,
  })
}

/**
 * Signing in keeps the visitor's cart and makes it the customer's. Lines of the customer's other open
 * carts (another device, an earlier visit) are merged into it and those carts removed; with no cart in
 * this browser, the newest of them is taken over. Returns the cart cookie to keep, or null for none
 * (a cart of another customer, left on a shared computer, is never taken over).
 */
export async function mergeCartsOnSignIn(
  payload: Payload,
  token: string | undefined | null,
  customerId: number,
): Promise<string | null> {
  const current = await openCart(payload, token)
  const owner = idOf(current?.customer)
  const here = current && (owner === null || owner === customerId) ? current : null
  const { docs: others } = await payload.find({
    collection: 'carts',
    where: {
      and: [
        { customer: { equals: customerId } },
        { purchasedAt: { exists: false } },
        ...(here ? [{ id: { not_equals: here.id } }] : []),
      ],
    },
    sort: '-updatedAt',
    limit: 20,
    depth: 0,
    overrideAccess: true,
  })
  const target = here ?? others[0]
  if (!target) return null
  const merged = others.filter((c) => c.id !== target.id)
  const secret = target.secret || crypto.randomBytes(20).toString('hex')
  if (idOf(target.customer) !== customerId || merged.length || !target.secret) {
    // Same product and variant: one line with the quantities added (at most 999, the cart's limit).
    const lines = new Map<string, { product: number; variant: number | null; quantity: number }>()
    for (const cart of [target, ...merged]) {
      for (const item of cart.items ?? []) {
        const product = idOf(item.product)
        if (product === null) continue
        const variant = idOf(item.variant)
        const key = `${product}:${variant ?? ''}`
        const line = lines.get(key)
        if (line) line.quantity = Math.min(999, line.quantity + item.quantity)
        else lines.set(key, { product, variant, quantity: Math.min(999, item.quantity) })
      }
    }
    const coupon = idOf(target.coupon) ?? merged.map((c) => idOf(c.coupon)).find((c) => c) ?? null
    await unitOfWork(payload, async (req) => {
      await payload.update({
        collection: 'carts',
        id: target.id,
        data: { customer: customerId, secret, items: [...lines.values()], currency: 'SEK', coupon },
        overrideAccess: true,
        depth: 0,
        req,
      })
      for (const cart of merged)
        await payload.delete({ collection: 'carts', id: cart.id, overrideAccess: true, req })
    })
  }
  return `${target.id}.${secret}`
}
