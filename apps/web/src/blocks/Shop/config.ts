import type { Block } from 'payload'

import { moduleSettings } from '../shared/moduleSettings'

export const Shop = {
  slug: 'shop' as const,
  interfaceName: 'ShopBlock',
  labels: { singular: { sv: 'Butik', en: 'Shop' }, plural: { sv: 'Butiker', en: 'Shops' } },
  fields: [
    { name: 'title', type: 'text', localized: true, label: { sv: 'Rubrik', en: 'Title' } },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'product-categories',
      hasMany: true,
      label: { sv: 'Bara dessa kategorier', en: 'Only these categories' },
      admin: {
        description: {
          sv: 'Lämna tomt för att visa alla produkter.',
          en: 'Leave empty to show every product.',
        },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'showFilter',
          type: 'checkbox',
          defaultValue: true,
          label: { sv: 'Visa kategorifilter', en: 'Show category filter' },
        },
        {
          name: 'perPage',
          type: 'number',
          defaultValue: 8,
          min: 1,
          max: 48,
          required: true,
          label: { sv: 'Produkter per sida', en: 'Products per page' },
        },
      ],
    },
    moduleSettings(),
  ],
} satisfies Block
