import type { Block } from 'payload'

import { carouselOptionFields } from '../SimpleCarousel/fields'
import { moduleSettings } from '../shared/moduleSettings'

export const PostCarousel = {
  slug: 'postCarousel' as const,
  interfaceName: 'PostCarouselBlock',
  labels: {
    singular: { sv: 'Karusell med inlägg', en: 'Post carousel' },
    plural: { sv: 'Karuseller med inlägg', en: 'Post carousels' },
  },
  fields: [
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      label: { sv: 'Kategorier', en: 'Categories' },
      admin: { description: { sv: 'Tomt = alla kategorier.', en: 'Empty = all categories.' } },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'postsNumber',
          type: 'number',
          min: 1,
          max: 24,
          defaultValue: 8,
          label: { sv: 'Antal inlägg', en: 'Number of posts' },
          admin: { width: '50%' },
        },
        {
          name: 'showExcerpt',
          type: 'checkbox',
          defaultValue: true,
          label: { sv: 'Visa ingress', en: 'Show excerpt' },
          admin: { width: '50%' },
        },
      ],
    },
    ...carouselOptionFields({ speedPlaceholder: '300' }),
    moduleSettings(),
  ],
} satisfies Block
