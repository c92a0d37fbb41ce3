import type { Block } from 'payload'

import { moduleSettings } from '../shared/moduleSettings'

export const Countdown = {
  slug: 'countdown' as const,
  interfaceName: 'CountdownBlock',
  labels: {
    singular: { sv: 'Nedräkning', en: 'Countdown' },
    plural: { sv: 'Nedräkningar', en: 'Countdowns' },
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
          name: 'endTime',
          type: 'date',
          required: true,
          label: { sv: 'Sluttid', en: 'End time' },
          admin: {
            width: '50%',
            date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy-MM-dd HH:mm' },
          },
        },
        {
          name: 'showEndTime',
          type: 'checkbox',
          defaultValue: true,
          label: { sv: 'Visa sluttiden under klockan', en: 'Show the end time under the clock' },
          admin: {
            width: '50%',
            description: {
              sv: 'Skärmläsare får alltid sluttiden i stället för sekunder som tickar.',
              en: 'Screen readers always get the end time instead of ticking seconds.',
            },
          },
        },
      ],
    },
    {
      name: 'endMessage',
      type: 'textarea',
      localized: true,
      label: { sv: 'Meddelande när tiden är ute', en: 'Message when time is up' },
      admin: {
        description: {
          sv: 'Visas när nedräkningen har nått noll.',
          en: 'Shown once the countdown has reached zero.',
        },
      },
    },
    moduleSettings(),
  ],
} satisfies Block
