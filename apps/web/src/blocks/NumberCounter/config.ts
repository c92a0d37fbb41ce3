import type { Block } from 'payload'

import { NUMBER_COUNTER_DEFAULT_VALUE } from '../shared/counters/counterNumber'
import { counterColoursField } from '../shared/counters/counterColoursField'
import { moduleSettings } from '../shared/moduleSettings'

export const NumberCounter = {
  slug: 'numberCounter' as const,
  interfaceName: 'NumberCounterBlock',
  labels: {
    singular: { sv: 'Sifferräknare', en: 'Number counter' },
    plural: { sv: 'Sifferräknare', en: 'Number counters' },
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
          name: 'value',
          type: 'number',
          required: true,
          defaultValue: NUMBER_COUNTER_DEFAULT_VALUE,
          label: { sv: 'Tal', en: 'Number' },
          admin: {
            width: '33%',
            description: {
              sv: 'Högst två decimaler visas.',
              en: 'At most two decimals are shown.',
            },
          },
        },
        {
          name: 'separator',
          type: 'select',
          defaultValue: 'space',
          label: { sv: 'Tusentalsavgränsare', en: 'Thousands separator' },
          options: [
            { label: { sv: 'Mellanslag (12 500)', en: 'Space (12 500)' }, value: 'space' },
            { label: { sv: 'Punkt (12.500)', en: 'Period (12.500)' }, value: 'period' },
            { label: { sv: 'Komma (12,500)', en: 'Comma (12,500)' }, value: 'comma' },
            { label: { sv: 'Ingen (12500)', en: 'None (12500)' }, value: 'none' },
          ],
          admin: { width: '33%' },
        },
        {
          name: 'percentSign',
          type: 'checkbox',
          defaultValue: false,
          label: { sv: 'Visa procenttecken', en: 'Show the percent sign' },
          admin: { width: '33%' },
        },
      ],
    },
    counterColoursField(['number']),
    moduleSettings(),
  ],
} satisfies Block
