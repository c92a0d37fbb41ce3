import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { slugField } from '@/fields/slug'

import { shopStaff } from './access'
import { shopGroup } from './labelled'
import { revalidateShop } from './revalidateShop'

export const ProductCategories: CollectionConfig = {
  slug: 'product-categories',
  labels: {
    singular: { sv: 'Produktkategori', en: 'Product category' },
    plural: { sv: 'Produktkategorier', en: 'Product categories' },
  },
  access: { read: anyone, create: shopStaff, update: shopStaff, delete: shopStaff },
  admin: { useAsTitle: 'title', group: shopGroup },
  fields: [
    { name: 'title', type: 'text', required: true, label: { sv: 'Namn', en: 'Name' } },
    slugField(),
  ],
  hooks: {
    afterChange: [({ doc, req }) => (revalidateShop(null, req.context), doc)],
    afterDelete: [({ req }) => revalidateShop(null, req.context)],
  },
}
