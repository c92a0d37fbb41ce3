import type { Block } from 'payload'

import { linkField } from '@/fields/link'

import { buttonStyles } from '../Button/config'
import { moduleSettings } from '../shared/moduleSettings'

export const CallToAction = {
  slug: 'callToAction' as const,
  interfaceName: 'CallToActionBlock',
  labels: {
    singular: { sv: 'Uppmaning (CTA)', en: 'Call to action' },
    plural: { sv: 'Uppmaningar (CTA)', en: 'Calls to action' },
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      required: true,
      label: { sv: 'Rubrik', en: 'Title' },
    },
    { name: 'body', type: 'textarea', localized: true, label: { sv: 'Text', en: 'Text' } },
    linkField({ name: 'button' }),
    {
      type: 'row',
      fields: [
        {
          name: 'buttonStyle',
          type: 'select',
          defaultValue: 'primary',
          label: { sv: 'Knappstil', en: 'Button style' },
          options: buttonStyles,
          admin: { width: '50%' },
        },
        {
          name: 'tone',
          type: 'select',
          defaultValue: 'accent',
          label: { sv: 'Färgton', en: 'Tone' },
          options: [
            { label: { sv: 'Accent', en: 'Accent' }, value: 'accent' },
            { label: { sv: 'Ljus', en: 'Light' }, value: 'light' },
            { label: { sv: 'Mörk', en: 'Dark' }, value: 'dark' },
          ],
          admin: { width: '50%' },
        },
      ],
    },
    { name: 'trackingId', type: 'text', label: { sv: 'Spårnings-id', en: 'Tracking id' } },
    moduleSettings(),
  ],
} satisfies Block
