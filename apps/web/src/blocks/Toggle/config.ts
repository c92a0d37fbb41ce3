import type { Block } from 'payload'

import { moduleSettings } from '../shared/moduleSettings'
import { toggleAppearanceFields } from './fields'

/** One title that opens and closes its text (spec 4.5). */
export const Toggle = {
  slug: 'toggle' as const,
  interfaceName: 'ToggleBlock',
  labels: {
    singular: { sv: 'Fällbar text', en: 'Toggle' },
    plural: { sv: 'Fällbara texter', en: 'Toggles' },
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      required: true,
      label: { sv: 'Rubrik', en: 'Title' },
    },
    {
      name: 'content',
      type: 'richText',
      localized: true,
      required: true,
      label: { sv: 'Innehåll', en: 'Content' },
    },
    {
      name: 'open',
      type: 'checkbox',
      defaultValue: false,
      label: { sv: 'Öppen från start', en: 'Open by default' },
    },
    ...toggleAppearanceFields(),
    moduleSettings(),
  ],
} satisfies Block
