import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { slugField } from '@/fields/slug'

// Portfolio filters address a category as project_category_{slug} (spec 3.6), so slugs stay stable.
export const ProjectCategories: CollectionConfig<'project-categories'> = {
  slug: 'project-categories',
  labels: {
    singular: { sv: 'Projektkategori', en: 'Project category' },
    plural: { sv: 'Projektkategorier', en: 'Project categories' },
  },
  access: { create: isStaff, delete: isStaff, read: anyone, update: isStaff },
  admin: { useAsTitle: 'title', group: { sv: 'Projekt', en: 'Projects' } },
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
