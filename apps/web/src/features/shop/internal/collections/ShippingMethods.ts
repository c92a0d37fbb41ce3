import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'

import { sekAmount } from './sekAmount'
import { shopStaff } from './access'
import { shopGroup } from './labelled'

export const ShippingMethods: CollectionConfig = {
  slug: 'shipping-methods',
  labels: {
    singular: { sv: 'Leveranssätt', en: 'Shipping method' },
    plural: { sv: 'Leveranssätt', en: 'Shipping methods' },
  },
  access: { read: anyone, create: shopStaff, update: shopStaff, delete: shopStaff },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'cost', 'freeOver', 'enabled'],
    group: shopGroup,
  },
  defaultSort: 'sortOrder',
  fields: [
    { name: 'name', type: 'text', required: true, label: { sv: 'Namn', en: 'Name' } },
    { name: 'description', type: 'text', label: { sv: 'Beskrivning', en: 'Description' } },
    sekAmount(
      'cost',
      { sv: 'Kostnad inkl. moms', en: 'Cost incl. VAT' },
      { required: true, defaultValue: 0 },
    ),
    sekAmount(
      'freeOver',
      { sv: 'Fri frakt från (inkl. moms)', en: 'Free shipping from' },
      {
        description: {
          sv: 'Lämna tomt om frakten aldrig är fri.',
          en: 'Leave empty if shipping is never free.',
        },
      },
    ),
    {
      name: 'countries',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['SE'],
      label: { sv: 'Länder', en: 'Countries' },
      options: [
        { label: 'Sverige', value: 'SE' },
        { label: 'Norge', value: 'NO' },
        { label: 'Finland', value: 'FI' },
        { label: 'Danmark', value: 'DK' },
      ],
    },
    {
      name: 'enabled',
      type: 'checkbox',
      defaultValue: true,
      label: { sv: 'Aktivt', en: 'Enabled' },
    },
    {
      name: 'sortOrder',
      type: 'number',
      defaultValue: 0,
      label: { sv: 'Ordning', en: 'Order' },
      admin: { position: 'sidebar' },
    },
  ],
}
