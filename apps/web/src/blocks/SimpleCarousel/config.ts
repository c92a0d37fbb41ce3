import type { Block } from 'payload'

import { moduleSettings } from '../shared/moduleSettings'
import { carouselOptionFields } from './fields'

export const SimpleCarousel = {
  slug: 'simpleCarousel' as const,
  interfaceName: 'SimpleCarouselBlock',
  labels: {
    singular: { sv: 'Karusell', en: 'Simple carousel' },
    plural: { sv: 'Karuseller', en: 'Simple carousels' },
  },
  fields: [
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      required: true,
      label: { sv: 'Objekt', en: 'Items' },
      labels: { singular: { sv: 'Objekt', en: 'Item' }, plural: { sv: 'Objekt', en: 'Items' } },
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          required: true,
          label: { sv: 'Bild', en: 'Image' },
          filterOptions: { mimeType: { like: 'image/' } },
        },
        { name: 'title', type: 'text', localized: true, label: { sv: 'Rubrik', en: 'Title' } },
        { name: 'text', type: 'textarea', localized: true, label: { sv: 'Text', en: 'Text' } },
        {
          name: 'url',
          type: 'text',
          label: { sv: 'Länk', en: 'Link' },
          admin: {
            description: { sv: 'En adress, /sida eller #ankare.', en: 'A URL, /page or #anchor.' },
          },
        },
      ],
    },
    ...carouselOptionFields({ speedPlaceholder: '1000' }),
    moduleSettings(),
  ],
} satisfies Block
