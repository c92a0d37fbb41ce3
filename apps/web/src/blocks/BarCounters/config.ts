import type { Block } from 'payload'

import { counterColoursField } from '../shared/counters/counterColoursField'
import { moduleSettings } from '../shared/moduleSettings'

export const BarCounters = {
  slug: 'barCounters' as const,
  interfaceName: 'BarCountersBlock',
  labels: {
    singular: { sv: 'Stapelräknare', en: 'Bar counters' },
    plural: { sv: 'Stapelräknare', en: 'Bar counters' },
  },
  fields: [
    {
      name: 'bars',
      type: 'array',
      required: true,
      minRows: 1,
      label: { sv: 'Staplar', en: 'Bars' },
      labels: {
        singular: { sv: 'Stapel', en: 'Bar' },
        plural: { sv: 'Staplar', en: 'Bars' },
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'label',
              type: 'text',
              required: true,
              localized: true,
              label: { sv: 'Text', en: 'Label' },
              admin: { width: '70%' },
            },
            {
              name: 'percent',
              type: 'number',
              required: true,
              min: 0,
              max: 100,
              label: { sv: 'Procent (0–100)', en: 'Percent (0–100)' },
              admin: { width: '30%', step: 1 },
            },
          ],
        },
      ],
    },
    {
      name: 'showPercent',
      type: 'checkbox',
      defaultValue: true,
      label: { sv: 'Visa procenttalen', en: 'Show the percentages' },
    },
    counterColoursField(['bar', 'track', 'trackAlpha']),
    moduleSettings(),
  ],
} satisfies Block
