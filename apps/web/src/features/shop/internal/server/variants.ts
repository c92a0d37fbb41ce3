import type { Payload } from 'payload'

import type { Product, Variant, VariantOption, VariantType } from '@/payload-types'

import type { VariantChoice } from '../types'
import { buildVariantChoice, choiceNoun, variantLabel } from '../variants'
import { ShopError } from './errors'

type Rel<T> = number | T | null | undefined
const idOf = <T extends { id: number }>(v: Rel<T>): number | null =>
  v == null ? null : typeof v === 'object' ? v.id : v

/** A product is bought by variant when staff have turned variants on for it. */
export const soldInVariants = (p: Pick<Product, 'enableVariants'>): boolean =>
  Boolean(p.enableVariants)

/** The product's variant types that are populated (find with depth ≥ 1), in the product's order. */
export const typesOf = (p: Pick<Product, 'variantTypes'>): VariantType[] =>
  (p.variantTypes ?? []).filter((t): t is VariantType => typeof t === 'object' && t !== null)

const optionOrder = (a: VariantOption, b: VariantOption) =>
  (a._variantOptions_options_order ?? '').localeCompare(b._variantOptions_options_order ?? '') ||
  a.id - b.id

/**
 * The published variants of these products, as the choice a product page offers (keyed by product
 * id). Products must be read with depth ≥ 1 so their variant types are populated.
 */
export async function loadVariantChoices(
  payload: Payload,
  products: Product[],
): Promise<Map<number, VariantChoice>> {
  const result = new Map<number, VariantChoice>()
  const withVariants = products.filter(soldInVariants)
  if (!withVariants.length) return result
  const { docs: variants } = await payload.find({
    collection: 'variants',
    where: {
      and: [{ product: { in: withVariants.map((p) => p.id) } }, { published: { equals: true } }],
    },
    sort: 'id',
    depth: 1,
    pagination: false,
    overrideAccess: false,
  })
  const options = new Map<number, VariantOption>()
  for (const v of variants)
    for (const o of v.options) if (typeof o === 'object') options.set(o.id, o)
  const ordered = [...options.values()].sort(optionOrder).map((o) => ({
    id: String(o.id),
    label: o.label,
    typeId: String(idOf(o.variantType)),
  }))
  for (const p of withVariants) {
    const choice = buildVariantChoice(
      typesOf(p).map((t) => ({ id: String(t.id), label: t.label })),
      ordered,
      variants
        .filter((v) => idOf(v.product) === p.id)
        .map((v) => ({
          id: String(v.id),
          sku: v.sku,
          price: v.priceInSEK,
          stock: v.inventory,
          optionIds: v.options.map((o) => String(idOf(o))),
        })),
    )
    result.set(p.id, choice ?? { types: [], variants: [] })
  }
  return result
}

/**
 * 'Storlek: M' for a variant read with its options and their types populated (depth ≥ 2 from the
 * variant), in the order of the product's variant types when those are populated too.
 */
export function labelOfVariant(variant: Variant, product?: Product | null): string {
  const order = (product?.variantTypes ?? []).map((t) => idOf(t))
  const options = variant.options
    .filter((o): o is VariantOption => typeof o === 'object' && o !== null)
    .map((o) => ({
      rank: order.indexOf(idOf(o.variantType)),
      type: typeof o.variantType === 'object' ? o.variantType.label : '',
      option: o.label,
    }))
    .sort((a, b) => a.rank - b.rank)
  return variantLabel(options)
}

/**
 * The variant a visitor asked for, checked against the product: a product sold in variants needs
 * one, a product without variants takes none, and the variant must be the product's and on sale.
 * Returns null for a product bought as it is.
 */
export async function variantForCart(
  payload: Payload,
  product: Product,
  variantId: string | null | undefined,
): Promise<Variant | null> {
  if (!soldInVariants(product)) {
    if (variantId) throw new ShopError(`”${product.title}” finns inte i olika varianter.`)
    return null
  }
  if (!variantId) {
    const types = await payload.find({
      collection: 'variantTypes',
      where: { id: { in: (product.variantTypes ?? []).map((t) => idOf(t)) } },
      depth: 0,
      pagination: false,
    })
    throw new ShopError(
      `Välj ${choiceNoun(types.docs.map((t) => t.label))} för ”${product.title}” innan du lägger den i varukorgen.`,
    )
  }
  const variant = await payload.findByID({
    collection: 'variants',
    id: Number(variantId),
    depth: 2,
    overrideAccess: false,
    disableErrors: true,
  })
  if (!variant) throw new ShopError('Varianten finns inte längre i butiken.', 404)
  if (idOf(variant.product) !== product.id)
    throw new ShopError(`Varianten hör inte till ”${product.title}”.`)
  return variant
}
