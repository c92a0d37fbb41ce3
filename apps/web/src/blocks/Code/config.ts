import type { Block } from 'payload'

import { moduleSettings } from '../shared/moduleSettings'

export const Code = {
  slug: 'code' as const,
  interfaceName: 'CodeBlock',
  labels: {
    singular: { sv: 'Kod / HTML', en: 'Code / HTML' },
    plural: { sv: 'Kod / HTML', en: 'Code / HTML' },
  },
  fields: [
    {
      name: 'html',
      type: 'code',
      required: true,
      label: { sv: 'HTML', en: 'HTML' },
      admin: {
        language: 'html',
        description: {
          sv: 'Skript, stilattribut och okända element tas bort när sidan visas.',
          en: 'Scripts, style attributes and unknown elements are removed when the page is shown.',
        },
      },
    },
    moduleSettings(),
  ],
} satisfies Block
