import type { Field, NumberField, Validate } from 'payload'

// A product bought as it is and a variant are each one thing sold, with its own SKU, stock and place
// in the shop: the fields below are the same on both collections.

/** A SKU identifies one thing sold: a variant's may not be a product's, and the other way round. */
const skuNotUsedBy =
  (collection: 'products' | 'variants'): Validate<unknown> =>
  async (value, { req }) => {
    if (typeof value !== 'string' || !value.trim()) return 'Ange ett artikelnummer.'
    const { totalDocs } = await req.payload.count({
      collection,
      where: { sku: { equals: value.trim() } },
      overrideAccess: true,
      req,
    })
    return totalDocs
      ? `Artikelnumret ${value.trim()} används redan av ${collection === 'products' ? 'en produkt' : 'en variant'}.`
      : true
  }

/** The article number, unique here and not used by the `other` collection. */
export const skuField = (other: 'products' | 'variants'): Field => ({
  name: 'sku',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  label: { sv: 'Artikelnummer', en: 'SKU' },
  validate: skuNotUsedBy(other),
})

/** Pieces in stock. */
export const inventoryField = (admin?: NumberField['admin']): Field => ({
  name: 'inventory',
  type: 'number',
  required: true,
  defaultValue: 0,
  min: 0,
  label: { sv: 'Lager (st)', en: 'Stock' },
  ...(admin ? { admin } : {}),
})

/** Whether visitors see it in the shop. */
export const publishedField = (): Field => ({
  name: 'published',
  type: 'checkbox',
  defaultValue: true,
  label: { sv: 'Visas i butiken', en: 'Shown in the shop' },
  admin: { position: 'sidebar' },
})
