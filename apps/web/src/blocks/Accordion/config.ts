import type { Block } from 'payload'

import { toggleAppearanceFields } from '../Toggle/fields'
import { moduleSettings } from '../shared/moduleSettings'

/** Several titles of which only one is open at a time (spec 4.5), e.g. questions and answers. */
export const Accordion = {
  slug: 'accordion' as const,
  interfaceName: 'AccordionBlock',
  labels: {
    singular: { sv: 'Dragspel', en: 'Accordion' },
    plural: { sv: 'Dragspel', en: 'Accordions' },
  },
  fields: [
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      labels: {
        singular: { sv: 'Del', en: 'Item' },
        plural: { sv: 'Delar', en: 'Items' },
      },
      label: { sv: 'Delar', en: 'Items' },
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
      ],
    },
    {
      name: 'openItem',
      type: 'number',
      min: 0,
      defaultValue: 1,
      label: { sv: 'Öppen från start', en: 'Open by default' },
      admin: {
        description: {
          sv: 'Numret på den del som är öppen när sidan visas (1 = den första); 0 = alla stängda.',
          en: 'The number of the item open when the page loads (1 = the first); 0 = all closed.',
        },
      },
    },
    ...toggleAppearanceFields(),
    moduleSettings(),
  ],
} satisfies Block
