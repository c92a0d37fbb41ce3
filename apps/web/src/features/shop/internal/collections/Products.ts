import type { CollectionOverride } from '@payloadcms/plugin-ecommerce/types'
import type { Field } from 'payload'

import { slugField } from '@/fields/slug'

import { shopStaff, shopStaffOrPublished } from './access'
import { hasField, swapField } from './editFields'
import { labelled, shopGroup } from './labelled'
import { revalidateShop } from './revalidateShop'
import { inventoryField, publishedField, skuField } from './sellableFields'
import { textField } from './textField'

const vatRateField: Field = {
  name: 'vatRate',
  type: 'select',
  required: true,
  defaultValue: '25',
  label: { sv: 'Momssats', en: 'VAT rate' },
  options: [
    { label: '25 %', value: '25' },
    { label: '12 %', value: '12' },
    { label: '6 %', value: '6' },
  ],
}

const productFields: Field[] = [
  { name: 'title', type: 'text', required: true, label: { sv: 'Namn', en: 'Name' } },
  slugField(),
  skuField('variants'),
  vatRateField,
  {
    name: 'categories',
    type: 'relationship',
    relationTo: 'product-categories',
    hasMany: true,
    label: { sv: 'Kategorier', en: 'Categories' },
  },
  publishedField(),
  {
    name: 'gallery',
    type: 'array',
    label: { sv: 'Bilder', en: 'Images' },
    maxRows: 8,
    fields: [
      {
        name: 'image',
        type: 'upload',
        relationTo: 'media',
        required: true,
        label: { sv: 'Bild', en: 'Image' },
      },
    ],
  },
  {
    name: 'shortDescription',
    type: 'textarea',
    label: { sv: 'Kort beskrivning', en: 'Short description' },
  },
  { name: 'description', type: 'textarea', label: { sv: 'Beskrivning', en: 'Description' } },
  {
    name: 'details',
    type: 'array',
    label: { sv: 'Mer information', en: 'More information' },
    fields: [
      {
        type: 'row',
        fields: [
          textField('label', 'Egenskap', 'Property', { required: true }),
          textField('value', 'Värde', 'Value', { required: true }),
        ],
      },
    ],
  },
]

/** The plugin's variant fields of a product, labelled, with variant types required when on. */
function productVariantFields(fields: Field[]): Field[] {
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

/**
 * The plugin's products as the shop sells them: Swedish fields (SKU, VAT rate, categories,
 * gallery, details) before the plugin's price and variant fields.
 */
export const productsOverride: CollectionOverride = ({ defaultCollection }) => ({
  ...labelled(defaultCollection, ['Produkt', 'Produkter'], ['Product', 'Products']),
  admin: {
    ...defaultCollection.admin,
    group: shopGroup,
    useAsTitle: 'title',
    defaultColumns: ['title', 'sku', 'priceInSEK', 'inventory', 'published'],
  },
  access: {
    read: shopStaffOrPublished,
    create: shopStaff,
    update: shopStaff,
    delete: shopStaff,
  },
  // Stock moves with every order, so products are edited live rather than through drafts.
  versions: false,
  fields: [
    ...productFields,
    ...swapField(
      productVariantFields(defaultCollection.fields),
      'inventory',
      inventoryField({
        position: 'sidebar',
        description: {
          sv: 'En produkt som säljs i varianter har lagret på varianterna.',
          en: 'A product sold in variants keeps its stock on the variants.',
        },
      }),
    ),
  ],
  hooks: {
    ...defaultCollection.hooks,
    afterChange: [
      ({ doc, previousDoc, req }) => (
        revalidateShop(doc.slug, req.context),
        previousDoc?.slug !== doc.slug && revalidateShop(previousDoc?.slug, req.context),
        doc
      ),
    ],
    afterDelete: [({ doc, req }) => revalidateShop(doc.slug, req.context)],
  },
})
