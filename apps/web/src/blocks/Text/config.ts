import type { Block } from 'payload'

import { bodyEditor } from '@/fields/bodyEditor'

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
      editor: bodyEditor,
    },
    moduleSettings(),
  ],
} satisfies Block
