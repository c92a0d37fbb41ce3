import type { Payload } from 'payload'

import type { Cart, Coupon, Product } from '@/payload-types'

import { computeQuote, couponProblem, type CouponRule } from '../money'
import type { CartLine, CartView } from '../types'
import { cartRequestSchema, type CartRequest } from '../validation'
import { toSummary, vatRateOf } from './catalog'
import { ShopError } from './errors'

/** The cart cookie's value: '<cart id>.<secret>'. The secret never leaves the server otherwise. */
export const CART_COOKIE = 'smedja_cart'

export function parseCartToken(
  token: string | undefined | null,
): { id: number; secret: string } | null {
  const m = /^(\d{1,12})\.([a-f0-9]{40})$/.exec(token ?? '')
  return m ? { id: Number(m[1]), secret: m[2] as string } : null
}

/** The visitor's open cart, or null when the cookie is missing, forged or its cart was bought. */
export async function findCart(
  payload: Payload,
  token: string | undefined | null,
): Promise<Cart | null> {
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
    depth: 2,
    overrideAccess: true,
  })
  return docs[0] ?? null
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

/** What the cart page, the checkout and the header show, priced from the database (never the browser). */
export function cartView(cart: Cart | null, now = new Date()): CartView {
  const lines: CartLine[] = []
  for (const item of cart?.items ?? []) {
    const p = productOf(item)
    if (!p || !p.published || !p.priceInSEKEnabled || p.deletedAt) continue
    const s = toSummary(p)
    lines.push({
      productId: s.id,
      slug: s.slug,
      title: s.title,
      sku: s.sku,
      unitPrice: s.price,
      vatRate: vatRateOf(p),
      quantity: item.quantity,
      lineTotal: s.price * item.quantity,
      stock: s.stock,
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

type Item = { product: number; quantity: number }

async function loadProduct(payload: Payload, id: string): Promise<Product> {
  const product = await payload.findByID({
    collection: 'products',
    id: Number(id),
    depth: 0,
    overrideAccess: false,
    disableErrors: true,
  })
  if (!product || !product.priceInSEKEnabled)
    throw new ShopError('Produkten finns inte längre i butiken.', 404)
  return product
}

function stockCheck(product: Product, quantity: number) {
  if (quantity > product.inventory) {
    throw new ShopError(
      product.inventory > 0
        ? `Det finns bara ${product.inventory} st ”${product.title}” i lager.`
        : `Tyvärr är ”${product.title}” slut i lager.`,
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
      const existing = items.find((i) => i.product === product.id)
      stockCheck(product, (existing?.quantity ?? 0) + req.quantity)
      if (existing) existing.quantity += req.quantity
      else items.push({ product: product.id, quantity: req.quantity })
      message = `”${product.title}” har lagts till i din varukorg.`
      break
    }
    case 'update': {
      if (!cart) throw new ShopError('Din varukorg är tom.', 404)
      for (const change of req.items) {
        const idx = items.findIndex((i) => i.product === Number(change.productId))
        if (idx < 0) continue
        if (change.quantity === 0) {
          items.splice(idx, 1)
          continue
        }
        const item = items[idx] as Item
        if (change.quantity > item.quantity)
          stockCheck(await loadProduct(payload, change.productId), change.quantity)
        item.quantity = change.quantity
      }
      message = 'Varukorgen har uppdaterats.'
      break
    }
    case 'remove': {
      if (!cart) throw new ShopError('Din varukorg är tom.', 404)
      const idx = items.findIndex((i) => i.product === Number(req.productId))
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
    const fresh = await payload.findByID({
      collection: 'carts',
      id: created.id,
      depth: 2,
      overrideAccess: true,
    })
    return { view: cartView(fresh, now), token: `${created.id}.${secret}`, message }
  }
  const updated = await payload.update({
    collection: 'carts',
    id: cart.id,
    data: { items, currency: 'SEK', coupon: items.length ? coupon : null },
    overrideAccess: true,
    depth: 2,
  })
  return { view: cartView(updated, now), token: token ?? null, message }
}

/** The header count: sum of quantities in the visitor's cart. */
export async function cartCount(
  payload: Payload,
  token: string | undefined | null,
): Promise<number> {
  if (!parseCartToken(token)) return 0
  return cartView(await findCart(payload, token)).count
}
