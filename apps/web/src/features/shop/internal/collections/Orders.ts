import type { CollectionOverride } from '@payloadcms/plugin-ecommerce/types'
import type { Field } from 'payload'

import { orderStatusOptions } from '../lists/orderStatuses'
import { paymentMethodOptions } from '../lists/paymentMethods'
import { shopStaff, shopStaffField, staffOrOwner } from './access'
import { swapField } from './editFields'
import { labelled, shopGroup } from './labelled'
import { sekAmount } from './sekAmount'
import { textField } from './textField'

const addressGroup = (name: string, sv: string, en: string): Field => ({
  name,
  type: 'group',
  label: { sv, en },
  fields: [
    {
      type: 'row',
      fields: [
        textField('firstName', 'Förnamn', 'First name'),
        textField('lastName', 'Efternamn', 'Last name'),
      ],
    },
    textField('company', 'Företag', 'Company'),
    textField('address1', 'Gatuadress', 'Street address'),
    textField('address2', 'Lägenhet, c/o m.m.', 'Address line 2'),
    {
      type: 'row',
      fields: [
        textField('postcode', 'Postnummer', 'Postcode'),
        textField('city', 'Ort', 'City'),
        textField('state', 'Län', 'County'),
      ],
    },
    textField('country', 'Land', 'Country'),
    {
      type: 'row',
      fields: [textField('phone', 'Telefon', 'Phone'), textField('email', 'E-post', 'E-mail')],
    },
  ],
})

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
      {
        type: 'row',
        fields: [textField('title', 'Namn', 'Name'), textField('sku', 'Artikelnummer', 'SKU')],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'variant',
            type: 'relationship',
            relationTo: 'variants',
            label: { sv: 'Variant', en: 'Variant' },
          },
          textField('variantLabel', 'Valda alternativ', 'Chosen options'),
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
      textField('shippingMethodName', 'Leveranssätt', 'Shipping method'),
      textField('couponCode', 'Rabattkod', 'Coupon'),
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

/**
 * An order as placed by `placeOrder`: the lines, totals and addresses as the customer saw them at
 * checkout, so the order reads the same after prices, products or the customer change. Orders are
 * never created through the API.
 */
export const ordersOverride: CollectionOverride = ({ defaultCollection }) => ({
  ...labelled(defaultCollection, ['Order', 'Ordrar'], ['Order', 'Orders']),
  admin: {
    ...defaultCollection.admin,
    group: shopGroup,
    useAsTitle: 'id',
    defaultColumns: ['id', 'customerEmail', 'amount', 'status', 'createdAt'],
  },
  access: { read: staffOrOwner, create: () => false, update: shopStaff, delete: shopStaff },
  fields: [...swapField(defaultCollection.fields, 'status', orderStatus), ...orderFields],
})
