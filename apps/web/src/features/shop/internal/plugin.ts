import { ecommercePlugin } from '@payloadcms/plugin-ecommerce'
import type { CollectionConfig, Field, Plugin } from 'payload'

import { slugField } from '@/fields/slug'

import { shopStaff, shopStaffField, shopStaffOrPublished, staffOrOwner } from './collections/access'
import { Coupons } from './collections/Coupons'
import { Customers } from './collections/Customers'
import { Outbox } from './collections/Outbox'
import { ProductCategories } from './collections/ProductCategories'
import { revalidateShop } from './collections/revalidateShop'
import { Reviews } from './collections/Reviews'
import { sekAmount } from './collections/sekAmount'
import { inventoryField, publishedField, skuField } from './collections/sellableFields'
import { ShippingMethods } from './collections/ShippingMethods'
import {
  productVariantFields,
  variantOptionsCollection,
  variantsCollection,
  variantTypesCollection,
} from './collections/variants'
import { currenciesConfig } from './currency'
import { orderStatusOptions } from './lists/orderStatuses'
import { paymentMethodOptions } from './lists/paymentMethods'

const shopGroup = { sv: 'Butik', en: 'Shop' }

const staffOnly = { read: shopStaff, create: shopStaff, update: shopStaff, delete: shopStaff }

const text = (name: string, sv: string, en: string, extra: Partial<Field> = {}): Field =>
  ({ name, type: 'text', label: { sv, en }, ...extra }) as Field

const addressGroup = (name: string, sv: string, en: string): Field => ({
  name,
  type: 'group',
  label: { sv, en },
  fields: [
    {
      type: 'row',
      fields: [
        text('firstName', 'Förnamn', 'First name'),
        text('lastName', 'Efternamn', 'Last name'),
      ],
    },
    text('company', 'Företag', 'Company'),
    text('address1', 'Gatuadress', 'Street address'),
    text('address2', 'Lägenhet, c/o m.m.', 'Address line 2'),
    {
      type: 'row',
      fields: [
        text('postcode', 'Postnummer', 'Postcode'),
        text('city', 'Ort', 'City'),
        text('state', 'Län', 'County'),
      ],
    },
    text('country', 'Land', 'Country'),
    { type: 'row', fields: [text('phone', 'Telefon', 'Phone'), text('email', 'E-post', 'E-mail')] },
  ],
})

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
          text('label', 'Egenskap', 'Property', { required: true }),
          text('value', 'Värde', 'Value', { required: true }),
        ],
      },
    ],
  },
]

const orderStatus: Field = {
  name: 'status',
  type: 'select',
  required: true,
  defaultValue: 'processing',
  index: true,
  interfaceName: 'OrderStatus',
  label: { sv: 'Status', en: 'Status' },
  admin: { position: 'sidebar' },
  options: orderStatusOptions,
}

const orderFields: Field[] = [
  {
    name: 'idempotencyKey',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    label: { sv: 'Beställningsnyckel', en: 'Idempotency key' },
    admin: { readOnly: true, position: 'sidebar' },
  },
  {
    name: 'accessKey',
    type: 'text',
    required: true,
    label: { sv: 'Kvittonyckel', en: 'Receipt key' },
    access: { read: shopStaffField, update: () => false },
    admin: { hidden: true },
  },
  {
    name: 'lines',
    type: 'array',
    label: { sv: 'Orderrader', en: 'Order lines' },
    admin: { readOnly: true },
    fields: [
      {
        name: 'product',
        type: 'relationship',
        relationTo: 'products',
        label: { sv: 'Produkt', en: 'Product' },
      },
      { type: 'row', fields: [text('title', 'Namn', 'Name'), text('sku', 'Artikelnummer', 'SKU')] },
      {
        type: 'row',
        fields: [
          {
            name: 'variant',
            type: 'relationship',
            relationTo: 'variants',
            label: { sv: 'Variant', en: 'Variant' },
          },
          text('variantLabel', 'Valda alternativ', 'Chosen options'),
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'quantity', type: 'number', label: { sv: 'Antal', en: 'Quantity' } },
          sekAmount('unitPrice', { sv: 'Styckpris', en: 'Unit price' }),
          { name: 'vatRate', type: 'number', label: { sv: 'Moms %', en: 'VAT %' } },
          sekAmount('lineTotal', { sv: 'Radsumma', en: 'Line total' }),
          sekAmount('discount', { sv: 'Rabatt', en: 'Discount' }),
          sekAmount('vat', { sv: 'Moms', en: 'VAT' }),
        ],
      },
    ],
  },
  {
    name: 'totals',
    type: 'group',
    label: { sv: 'Summor', en: 'Totals' },
    admin: { readOnly: true },
    fields: [
      {
        type: 'row',
        fields: [
          sekAmount('subtotal', { sv: 'Delsumma', en: 'Subtotal' }),
          sekAmount('discount', { sv: 'Rabatt', en: 'Discount' }),
          sekAmount('shipping', { sv: 'Frakt', en: 'Shipping' }),
          sekAmount('vat', { sv: 'Varav moms', en: 'of which VAT' }),
          sekAmount('total', { sv: 'Totalt', en: 'Total' }),
        ],
      },
      {
        name: 'vatByRate',
        type: 'array',
        label: { sv: 'Moms per sats', en: 'VAT per rate' },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'rate', type: 'number', label: { sv: 'Sats %', en: 'Rate %' } },
              sekAmount('amount', { sv: 'Moms', en: 'VAT' }),
            ],
          },
        ],
      },
    ],
  },
  addressGroup('billing', 'Faktureringsadress', 'Billing address'),
  {
    name: 'shipToDifferentAddress',
    type: 'checkbox',
    label: { sv: 'Skicka till en annan adress', en: 'Ship to a different address' },
  },
  addressGroup('shipping', 'Leveransadress', 'Shipping address'),
  {
    type: 'row',
    fields: [
      text('shippingMethodName', 'Leveranssätt', 'Shipping method'),
      text('couponCode', 'Rabattkod', 'Coupon'),
    ],
  },
  {
    name: 'paymentMethod',
    type: 'select',
    label: { sv: 'Betalsätt', en: 'Payment method' },
    options: paymentMethodOptions,
  },
  { name: 'orderComments', type: 'textarea', label: { sv: 'Ordermeddelande', en: 'Order notes' } },
  {
    name: 'createAccount',
    type: 'checkbox',
    label: { sv: 'Kunden vill skapa ett konto', en: 'Customer asked for an account' },
    admin: { position: 'sidebar' },
  },
]

const swap = (fields: Field[], name: string, replacement: Field): Field[] =>
  fields.map((f) => ('name' in f && f.name === name ? replacement : f))

/** Drops the plugin's translated labels for plain Swedish/English ones. */
const labelled = (
  collection: CollectionConfig,
  sv: [string, string],
  en: [string, string],
): CollectionConfig => ({
  ...collection,
  labels: { singular: { sv: sv[0], en: en[0] }, plural: { sv: sv[1], en: en[1] } },
  admin: { ...collection.admin, group: shopGroup },
})

/**
 * The commerce plugin supplies products, carts, orders and transactions; we keep its collections and
 * amount fields (öre in SEK) and add what a Swedish shop needs. The plugin's own payment endpoints are
 * not used: orders are placed by `placeOrder`, which recomputes every amount on the server.
 */
export const shopPlugin: Plugin = ecommercePlugin({
  access: {
    adminOnlyFieldAccess: shopStaffField,
    adminOrPublishedStatus: shopStaffOrPublished,
    isAdmin: shopStaff,
    isAuthenticated: ({ req }) => Boolean(req.user),
    isDocumentOwner: staffOrOwner,
  },
  customers: { slug: 'customers' },
  currencies: currenciesConfig,
  inventory: { fieldName: 'inventory' },
  products: {
    variants: {
      variantsCollectionOverride: ({ defaultCollection }) =>
        variantsCollection(
          labelled(defaultCollection, ['Variant', 'Varianter'], ['Variant', 'Variants']),
        ),
      variantTypesCollectionOverride: ({ defaultCollection }) =>
        variantTypesCollection(
          labelled(
            defaultCollection,
            ['Varianttyp', 'Varianttyper'],
            ['Variant type', 'Variant types'],
          ),
        ),
      variantOptionsCollectionOverride: ({ defaultCollection }) =>
        variantOptionsCollection(
          labelled(
            defaultCollection,
            ['Variantalternativ', 'Variantalternativ'],
            ['Variant option', 'Variant options'],
          ),
        ),
    },
    productsCollectionOverride: ({ defaultCollection }) => ({
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
        ...swap(
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
      },
    }),
  },
  carts: {
    allowGuestCarts: false,
    cartsCollectionOverride: ({ defaultCollection }) => ({
      ...labelled(defaultCollection, ['Varukorg', 'Varukorgar'], ['Cart', 'Carts']),
      // Carts are read and written by the server only, found by the visitor's HttpOnly cookie.
      access: staffOnly,
      fields: [
        ...defaultCollection.fields,
        {
          name: 'coupon',
          type: 'relationship',
          relationTo: 'coupons',
          label: { sv: 'Rabattkod', en: 'Coupon' },
          admin: { position: 'sidebar' },
        },
      ],
    }),
  },
  orders: {
    ordersCollectionOverride: ({ defaultCollection }) => ({
      ...labelled(defaultCollection, ['Order', 'Ordrar'], ['Order', 'Orders']),
      admin: {
        ...defaultCollection.admin,
        group: shopGroup,
        useAsTitle: 'id',
        defaultColumns: ['id', 'customerEmail', 'amount', 'status', 'createdAt'],
      },
      access: { read: staffOrOwner, create: () => false, update: shopStaff, delete: shopStaff },
      fields: [...swap(defaultCollection.fields, 'status', orderStatus), ...orderFields],
    }),
  },
  transactions: {
    transactionsCollectionOverride: ({ defaultCollection }) => ({
      ...labelled(
        defaultCollection,
        ['Transaktion', 'Transaktioner'],
        ['Transaction', 'Transactions'],
      ),
      access: staffOnly,
      fields: [
        ...defaultCollection.fields,
        {
          name: 'method',
          type: 'select',
          label: { sv: 'Betalsätt', en: 'Method' },
          options: paymentMethodOptions,
        },
        text('provider', 'Betalleverantör', 'Provider'),
        text('providerReference', 'Referens hos leverantören', 'Provider reference', {
          index: true,
        }),
      ],
    }),
  },
})

/** The shop's own collections, registered beside the plugin's. */
export const shopCollections: CollectionConfig[] = [
  Customers,
  ProductCategories,
  ShippingMethods,
  Coupons,
  Reviews,
  Outbox,
]
