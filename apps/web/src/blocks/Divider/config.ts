import type { Block } from 'payload'

import { colourField } from '@/fields/colour'

import { moduleSettings } from '../shared/moduleSettings'

export const Divider = {
  slug: 'divider' as const,
  interfaceName: 'DividerBlock',
  labels: {
    singular: { sv: 'Avdelare', en: 'Divider' },
    plural: { sv: 'Avdelare', en: 'Dividers' },
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'showLine',
          type: 'checkbox',
          defaultValue: true,
          label: { sv: 'Visa linje', en: 'Show line' },
          admin: { width: '33%' },
        },
        {
          name: 'lineStyle',
          type: 'select',
          defaultValue: 'solid',
          label: { sv: 'Linjestil', en: 'Line style' },
          options: [
            { label: { sv: 'Hel', en: 'Solid' }, value: 'solid' },
            { label: { sv: 'Streckad', en: 'Dashed' }, value: 'dashed' },
            { label: { sv: 'Prickad', en: 'Dotted' }, value: 'dotted' },
          ],
          admin: { width: '33%' },
        },
        {
          name: 'height',
          type: 'number',
          defaultValue: 32,
          min: 0,
          max: 400,
          label: { sv: 'Höjd (px)', en: 'Height (px)' },
          admin: { width: '33%' },
        },
      ],
    },
    colourField('color', { sv: 'Färg', en: 'Colour' }),
    moduleSettings(),
  ],
} satisfies Block
