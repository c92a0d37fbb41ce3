import type { CollectionOverride } from '@payloadcms/plugin-ecommerce/types'
import type { PayloadRequest, Validate } from 'payload'

import { shopStaffOrPublished } from './access'
import { fieldNamed, relabel } from './editFields'
import { labelled } from './labelled'
import { revalidateShop } from './revalidateShop'
import { sekAmount } from './sekAmount'
import { inventoryField, publishedField, skuField } from './sellableFields'

/**
 * The commerce plugin's variants as a Swedish shop uses them. A product with variants is bought by
 * variant: each variant is one combination of options (one per variant type of its product, e.g.
 * 'Storlek: M') with its own SKU, price in SEK and stock. The VAT rate stays on the product.
 * Variants are edited live like products (stock moves with every order), so no drafts.
 */

type Rel = number | { id: number } | null | undefined
const relId = (v: Rel): number | null =>
  v == null ? null : typeof v === 'object' ? v.id : Number.isFinite(Number(v)) ? Number(v) : null

/**
 * A variant's options: at least one, exactly one per variant type of its product, from those types
 * only, and not the same combination as another variant of the product.
 */
const validateOptions: Validate<unknown, { id?: number; product?: Rel }> = async (
  value,
  { data, req, id },
) => {
  const ids = (Array.isArray(value) ? value : value == null ? [] : [value])
    .map((v) => relId(v as Rel))
    .filter((v): v is number => v !== null)
  if (!ids.length) return 'Välj ett alternativ för varje varianttyp.'
  const productId = relId(data?.product)
  if (productId === null) return 'Varianten saknar produkt.'
  const product = await req.payload.findByID({
    collection: 'products',
    id: productId,
    depth: 0,
    joins: false,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!product) return 'Produkten finns inte.'
  const types = (product.variantTypes ?? []).map((t) => relId(t as Rel))
  if (!product.enableVariants || !types.length)
    return 'Slå på varianter och välj varianttyper på produkten först.'
  const { docs: options } = await req.payload.find({
    collection: 'variantOptions',
    where: { id: { in: ids } },
    depth: 0,
    limit: ids.length,
    overrideAccess: true,
    pagination: false,
    req,
  })
  const optionTypes = options.map((o) => relId(o.variantType as Rel))
  if (options.length !== ids.length || optionTypes.some((t) => !types.includes(t)))
    return 'Välj bara alternativ av produktens varianttyper.'
  if (new Set(optionTypes).size !== optionTypes.length || optionTypes.length !== types.length)
    return 'Välj exakt ett alternativ för varje varianttyp.'
  const ownId = relId((id ?? data?.id) as Rel)
  const { docs: siblings } = await req.payload.find({
    collection: 'variants',
    where: {
      and: [
        { product: { equals: productId } },
        ...(ownId !== null ? [{ id: { not_equals: ownId } }] : []),
      ],
    },
    depth: 0,
    limit: 500,
    overrideAccess: true,
    pagination: false,
    req,
  })
  const key = [...ids].sort((a, b) => a - b).join(',')
  const taken = siblings.some(
    (s) =>
      (s.options ?? [])
        .map((o) => relId(o as Rel))
        .filter((o): o is number => o !== null)
        .sort((a, b) => a - b)
        .join(',') === key,
  )
  return taken ? 'Produkten har redan en variant med de alternativen.' : true
}

/** Revalidates the product page of the variant's product (price and stock are shown there). */
async function revalidateProductOf(product: Rel, req: PayloadRequest) {
  const id = relId(product)
  if (id === null || req.context.disableRevalidate) return
  const doc = await req.payload
    .findByID({ collection: 'products', id, depth: 0, joins: false, req, overrideAccess: true })
    .catch(() => null)
  revalidateShop(doc?.slug, req.context)
}

export const variantsOverride: CollectionOverride = ({ defaultCollection }) => {
  const defaults = labelled(defaultCollection, ['Variant', 'Varianter'], ['Variant', 'Variants'])
  const fields = defaults.fields
  return {
    ...defaults,
    admin: {
      ...defaults.admin,
      useAsTitle: 'title',
      defaultColumns: ['title', 'sku', 'priceInSEK', 'inventory', 'published'],
      description: {
        sv: 'En variant är en kombination av alternativ (t.ex. Storlek: M) med eget artikelnummer, pris och lager. Skapa varianter från produkten.',
        en: 'A variant is one combination of options (e.g. Size: M) with its own SKU, price and stock. Create variants from the product.',
      },
    },
    access: {
      ...defaults.access,
      read: shopStaffOrPublished,
    },
    versions: false,
    fields: [
      ...relabel(fieldNamed(fields, 'title'), {
        label: { sv: 'Namn', en: 'Name' },
        admin: {
          readOnly: true,
          description: {
            sv: 'Fylls i från produkten och alternativen.',
            en: 'Filled in from the product and the options.',
          },
        },
      }),
      ...relabel(fieldNamed(fields, 'product'), {
        label: { sv: 'Produkt', en: 'Product' },
        index: true,
      }),
      ...relabel(fieldNamed(fields, 'options'), {
        label: { sv: 'Alternativ', en: 'Options' },
        validate: validateOptions,
      }),
      {
        type: 'row',
        fields: [
          skuField('products'),
          sekAmount(
            'priceInSEK',
            { sv: 'Pris inkl. moms', en: 'Price incl. VAT' },
            { required: true },
          ),
          inventoryField(),
        ],
      },
      publishedField(),
    ],
    hooks: {
      ...defaults.hooks,
      afterChange: [
        async ({ doc, previousDoc, req }) => {
          await revalidateProductOf(doc.product, req)
          if (relId(previousDoc?.product) !== relId(doc.product))
            await revalidateProductOf(previousDoc?.product, req)
          return doc
        },
      ],
      afterDelete: [
        async ({ doc, req }) => {
          await revalidateProductOf(doc.product, req)
          return doc
        },
      ],
    },
  }
}
