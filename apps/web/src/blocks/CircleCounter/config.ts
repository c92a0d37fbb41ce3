import type { Block } from 'payload'

import { counterColoursField } from '../shared/counters/counterColoursField'
import { moduleSettings } from '../shared/moduleSettings'

export const CircleCounter = {
  slug: 'circleCounter' as const,
  interfaceName: 'CircleCounterBlock',
  labels: {
    singular: { sv: 'Cirkelräknare', en: 'Circle counter' },
    plural: { sv: 'Cirkelräknare', en: 'Circle counters' },
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      label: { sv: 'Rubrik', en: 'Title' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'percent',
          type: 'number',
          required: true,
          min: 0,
          max: 100,
          defaultValue: 50,
          label: { sv: 'Procent (0–100)', en: 'Percent (0–100)' },
          admin: { width: '50%', step: 1 },
        },
        {
          name: 'percentSign',
          type: 'checkbox',
          defaultValue: true,
          label: { sv: 'Visa procenttecken', en: 'Show the percent sign' },
          admin: { width: '50%' },
        },
      ],
    },
    counterColoursField(['bar', 'track', 'trackAlpha']),
    moduleSettings(),
  ],
} satisfies Block
