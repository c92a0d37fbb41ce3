import type { Block } from 'payload'

import { moduleSettings } from '../shared/moduleSettings'

export const Heading = {
  slug: 'heading' as const,
  interfaceName: 'HeadingBlock',
  labels: { singular: { sv: 'Rubrik', en: 'Heading' }, plural: { sv: 'Rubriker', en: 'Headings' } },
  fields: [
    {
      name: 'text',
      type: 'text',
      localized: true,
      required: true,
      label: { sv: 'Rubrik', en: 'Heading' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'level',
          type: 'select',
          defaultValue: 'h2',
          required: true,
          label: { sv: 'Nivå', en: 'Level' },
          options: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((v) => ({
            label: v.toUpperCase(),
            value: v,
          })),
          admin: { width: '50%' },
        },
        {
          name: 'align',
          type: 'select',
          defaultValue: 'left',
          label: { sv: 'Justering', en: 'Alignment' },
          options: [
            { label: { sv: 'Vänster', en: 'Left' }, value: 'left' },
            { label: { sv: 'Centrerad', en: 'Centre' }, value: 'center' },
            { label: { sv: 'Höger', en: 'Right' }, value: 'right' },
          ],
          admin: { width: '50%' },
        },
      ],
    },
    {
      name: 'subtitle',
      type: 'text',
      localized: true,
      label: { sv: 'Underrubrik', en: 'Subtitle' },
    },
    moduleSettings(),
  ],
} satisfies Block
