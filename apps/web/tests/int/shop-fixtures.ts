// Helpers the shop's integration tests share. They load the shop when called, never on import: the
// harness (startTestSite) has to set up the environment before any app module is loaded.
import type { Payload } from 'payload'

/** A cart line to add: a product, how many, and the variant for a product sold in variants. */
export type CartItem = [productId: number, quantity: number, variantId?: number]

/** A new cart holding `items` (and `coupon` when given), as its cookie token. */
export async function cartWith(
  payload: Payload,
  items: CartItem[],
  coupon?: string,
): Promise<string> {
  const { changeCart } = await import('@/features/shop')
  let token: string | null = null
  for (const [productId, quantity, variantId] of items)
    token = (await changeCart(payload, token, { op: 'add', productId, quantity, variantId })).token
  if (coupon) await changeCart(payload, token, { op: 'coupon', code: coupon })
  return token as string
}

/** A product's own stock (a product sold in variants keeps its stock on the variants). */
export const stockOf = async (payload: Payload, id: number) =>
  (await payload.findByID({ collection: 'products', id, depth: 0 })).inventory

const noRevalidate = { disableRevalidate: true }

/** How a test product is sold: at its own price from its own stock, or by variant. */
export type ProductSale =
  { price: number; inventory: number; vatRate?: '25' | '12' | '6' } | { variantTypes: number[] }

/**
 * A published product; its id. Bought as it is at `price` öre including VAT (25 % unless `vatRate`
 * says otherwise), or by variant of the `variantTypes` (at 25 %, its stock on the variants).
 */
export async function createProduct(
  payload: Payload,
  title: string,
  sku: string,
  sale: ProductSale,
): Promise<number> {
  const product = await payload.create({
    collection: 'products',
    context: noRevalidate,
    data: {
      title,
      sku,
      published: true,
      ...('variantTypes' in sale
        ? { vatRate: '25', inventory: 0, enableVariants: true, variantTypes: sale.variantTypes }
        : {
            vatRate: sale.vatRate ?? '25',
            inventory: sale.inventory,
            priceInSEKEnabled: true,
            priceInSEK: sale.price,
          }),
    },
  })
  return product.id
}

/** A variant of `product`: one option, with its own SKU, price in öre and stock; its id. */
export async function createVariant(
  payload: Payload,
  variant: {
    product: number
    option: number
    sku: string
    price: number
    inventory: number
    published?: boolean
  },
): Promise<number> {
  const { product, option, sku, price, inventory, published = true } = variant
  const created = await payload.create({
    collection: 'variants',
    context: noRevalidate,
    data: { product, options: [option], sku, priceInSEK: price, inventory, published },
  })
  return created.id
}

/** The shop's name and e-mail address, filled in under Webbplatsinställningar as an editor would. */
export const SHOP_SETTINGS = { name: 'Testverkstaden', email: 'butik@example.se' }

/** Writes SHOP_SETTINGS into the site settings, which the shop's e-mail and card payments read. */
export async function fillSiteSettings(payload: Payload): Promise<void> {
  await payload.updateGlobal({
    slug: 'site-settings',
    context: noRevalidate,
    data: { siteName: SHOP_SETTINGS.name, organisation: { email: SHOP_SETTINGS.email } },
  })
}
