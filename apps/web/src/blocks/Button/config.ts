import type { Block } from 'payload'

import { linkField } from '@/fields/link'

import { moduleSettings } from '../shared/moduleSettings'

export const buttonStyles = [
  { label: { sv: 'Primär', en: 'Primary' }, value: 'primary' },
  { label: { sv: 'Sekundär', en: 'Secondary' }, value: 'secondary' },
  { label: { sv: 'Kontur', en: 'Outline' }, value: 'outline' },
]

export const Button = {
  slug: 'button' as const,
  interfaceName: 'ButtonBlock',
  labels: { singular: { sv: 'Knapp', en: 'Button' }, plural: { sv: 'Knappar', en: 'Buttons' } },
  fields: [
    linkField({ required: true }),
    {
      type: 'row',
      fields: [
        {
          name: 'style',
          type: 'select',
          defaultValue: 'primary',
          label: { sv: 'Stil', en: 'Style' },
          options: buttonStyles,
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
      name: 'trackingId',
      type: 'text',
      label: { sv: 'Spårnings-id', en: 'Tracking id' },
      admin: {
        description: {
          sv: 'Namn på klickhändelsen i statistiken, t.ex. "bestall".',
          en: 'Click event name for analytics.',
        },
      },
    },
    moduleSettings(),
  ],
} satisfies Block
