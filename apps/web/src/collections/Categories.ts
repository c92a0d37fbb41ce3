import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { slugField } from '@/fields/slug'

export const Categories: CollectionConfig<'categories'> = {
  slug: 'categories',
  labels: {
    singular: { sv: 'Kategori', en: 'Category' },
    plural: { sv: 'Kategorier', en: 'Categories' },
  },
  access: { create: isStaff, delete: isStaff, read: anyone, update: isStaff },
  admin: { useAsTitle: 'title', group: { sv: 'Blogg', en: 'Blog' } },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      label: { sv: 'Namn', en: 'Name' },
    },
    slugField(),
  ],
}
