import type { Block } from 'payload'

import { sliderOptionFields } from '../Slider/fields'
import { moduleSettings } from '../shared/moduleSettings'

export const PostSlider = {
  slug: 'postSlider' as const,
  interfaceName: 'PostSliderBlock',
  labels: {
    singular: { sv: 'Bildspel med inlägg', en: 'Post slider' },
    plural: { sv: 'Bildspel med inlägg', en: 'Post sliders' },
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
          max: 20,
          defaultValue: 5,
          label: { sv: 'Antal inlägg', en: 'Number of posts' },
          admin: { width: '33%' },
        },
        {
          name: 'showDate',
          type: 'checkbox',
          defaultValue: true,
          label: { sv: 'Visa datum', en: 'Show date' },
          admin: { width: '33%' },
        },
        {
          name: 'showExcerpt',
          type: 'checkbox',
          defaultValue: true,
          label: { sv: 'Visa ingress', en: 'Show excerpt' },
          admin: { width: '33%' },
        },
      ],
    },
    {
      name: 'buttonText',
      type: 'text',
      localized: true,
      label: { sv: 'Knapptext', en: 'Button text' },
      admin: { placeholder: 'Läs mer' },
    },
    ...sliderOptionFields(),
    moduleSettings(),
  ],
} satisfies Block
