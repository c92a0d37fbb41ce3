import type { Block } from 'payload'

import { moduleSettings } from '../shared/moduleSettings'

export const Text = {
  slug: 'text' as const,
  interfaceName: 'TextBlock',
  labels: { singular: { sv: 'Text', en: 'Text' }, plural: { sv: 'Text', en: 'Text' } },
  fields: [
    {
      name: 'content',
      type: 'richText',
      localized: true,
      required: true,
      label: { sv: 'Innehåll', en: 'Content' },
    },
    moduleSettings(),
  ],
} satisfies Block
