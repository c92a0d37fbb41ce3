import type { Block } from 'payload'

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
    {
      name: 'color',
      type: 'text',
      label: { sv: 'Färg', en: 'Colour' },
      validate: (value: unknown) =>
        value == null || value === '' || /^#[0-9a-fA-F]{3,8}$/.test(String(value))
          ? true
          : 'Ange en färg som #rrggbb.',
    },
    moduleSettings(),
  ],
} satisfies Block
