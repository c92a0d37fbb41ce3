import type { Block } from 'payload'

import { linkField } from '@/fields/link'

import { moduleSettings } from '../shared/moduleSettings'
import { sliderOptionFields } from './fields'

export const Slider = {
  slug: 'slider' as const,
  interfaceName: 'SliderBlock',
  labels: { singular: { sv: 'Bildspel', en: 'Slider' }, plural: { sv: 'Bildspel', en: 'Sliders' } },
  fields: [
    {
      name: 'slides',
      type: 'array',
      minRows: 1,
      required: true,
      label: { sv: 'Bilder', en: 'Slides' },
      labels: { singular: { sv: 'Bild', en: 'Slide' }, plural: { sv: 'Bilder', en: 'Slides' } },
      admin: { initCollapsed: true },
      fields: [
        { name: 'heading', type: 'text', localized: true, label: { sv: 'Rubrik', en: 'Heading' } },
        { name: 'body', type: 'textarea', localized: true, label: { sv: 'Text', en: 'Text' } },
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          label: { sv: 'Bakgrundsbild', en: 'Background image' },
          filterOptions: { mimeType: { like: 'image/' } },
        },
        linkField({ name: 'button' }),
      ],
    },
    ...sliderOptionFields(),
    moduleSettings(),
  ],
} satisfies Block
