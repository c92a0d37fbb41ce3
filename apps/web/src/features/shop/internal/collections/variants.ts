import type { CollectionConfig, Field, PayloadRequest, Validate } from 'payload'

import { shopStaffOrPublished } from './access'
import { revalidateShop } from './revalidateShop'
import { sekAmount } from './sekAmount'
import { inventoryField, publishedField, skuField } from './sellableFields'

/**
 * The commerce plugin's variant collections as a Swedish shop uses them. A product with variants is
 * bought by variant: each variant is one combination of options (one per variant type of its
 * product, e.g. 'Storlek: M') with its own SKU, price in SEK and stock. The VAT rate stays on the
 * product. Variants are edited live like products (stock moves with every order), so no drafts.
 */

type Rel = number | { id: number } | null | undefined
const relId = (v: Rel): number | null =>
  v == null ? null : typeof v === 'object' ? v.id : Number.isFinite(Number(v)) ? Number(v) : null

const byName = (fields: Field[], name: string): Field | undefined =>
  fields.find((f) => 'name' in f && f.name === name)

/** Whether a field is, or contains, a field of this name (rows and groups are searched). */
const hasField = (field: Field, name: string): boolean =>
  ('name' in field && field.name === name) ||
  ('fields' in field && field.fields.some((f) => hasField(f, name)))

const relabel = (field: Field | undefined, patch: Record<string, unknown>): Field[] =>
  field ? [{ ...field, ...patch } as Field] : []

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

/** The variant fields of the products collection, labelled, with variant types required when on. */
export function productVariantFields(fields: Field[]): Field[] {
  return fields.map((f) => {
    if (!('name' in f)) {
      // The plugin's price group: a product bought by variant has no price of its own.
      return hasField(f, 'priceInSEKEnabled')
        ? ({
            ...f,
            admin: {
              ...f.admin,
              condition: (data: { enableVariants?: boolean }) => !data?.enableVariants,
            },
          } as Field)
        : f
    }
    switch (f.name) {
      case 'enableVariants':
        return {
          ...f,
          label: { sv: 'Säljs i varianter', en: 'Sold in variants' },
          admin: {
            ...f.admin,
            description: {
              sv: 'Kunden väljer t.ex. storlek; pris, artikelnummer och lager anges per variant.',
              en: 'Customers choose e.g. a size; price, SKU and stock are set per variant.',
            },
          },
        } as Field
      case 'variantTypes':
        return {
          ...f,
          label: { sv: 'Varianttyper', en: 'Variant types' },
          validate: (
            value: unknown,
            { siblingData }: { siblingData: { enableVariants?: boolean } },
          ) =>
            siblingData?.enableVariants && !(Array.isArray(value) && value.length)
              ? 'Välj minst en varianttyp, t.ex. Storlek.'
              : true,
        } as Field
      case 'variants':
        return {
          ...f,
          label: { sv: 'Varianter', en: 'Variants' },
          admin: {
            ...f.admin,
            defaultColumns: ['title', 'sku', 'priceInSEK', 'inventory', 'published'],
          },
        } as Field
      default:
        return f
    }
  })
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

export function variantsCollection(defaults: CollectionConfig): CollectionConfig {
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
      ...relabel(byName(fields, 'title'), {
        label: { sv: 'Namn', en: 'Name' },
        admin: {
          readOnly: true,
          description: {
            sv: 'Fylls i från produkten och alternativen.',
            en: 'Filled in from the product and the options.',
          },
        },
      }),
      ...relabel(byName(fields, 'product'), {
        label: { sv: 'Produkt', en: 'Product' },
        index: true,
      }),
      ...relabel(byName(fields, 'options'), {
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

export function variantTypesCollection(defaults: CollectionConfig): CollectionConfig {
  const fields = defaults.fields
  return {
    ...defaults,
    admin: { ...defaults.admin, useAsTitle: 'label', defaultColumns: ['label', 'name'] },
    fields: [
      ...relabel(byName(fields, 'label'), {
        label: { sv: 'Namn som kunden ser', en: 'Label shown to customers' },
        admin: { description: { sv: 'T.ex. Storlek eller Längd.', en: 'E.g. Size or Length.' } },
      }),
      ...relabel(byName(fields, 'name'), {
        label: { sv: 'Internt namn', en: 'Internal name' },
        admin: { description: { sv: 'T.ex. storlek.', en: 'E.g. size.' } },
      }),
      ...relabel(byName(fields, 'options'), {
        label: { sv: 'Alternativ (i visningsordning)', en: 'Options (in display order)' },
      }),
    ],
  }
}

export function variantOptionsCollection(defaults: CollectionConfig): CollectionConfig {
  const fields = defaults.fields
  return {
    ...defaults,
    admin: { ...defaults.admin, useAsTitle: 'label', defaultColumns: ['label', 'variantType'] },
    fields: [
      ...relabel(byName(fields, 'variantType'), {
        label: { sv: 'Varianttyp', en: 'Variant type' },
      }),
      ...relabel(byName(fields, 'label'), {
        label: { sv: 'Namn som kunden ser', en: 'Label shown to customers' },
        admin: { description: { sv: 'T.ex. M eller 10 m.', en: 'E.g. M or 10 m.' } },
      }),
      ...relabel(byName(fields, 'value'), {
        label: { sv: 'Värde', en: 'Value' },
        admin: { description: { sv: 'T.ex. m eller 10.', en: 'E.g. m or 10.' } },
      }),
    ],
  }
}
