import type { Block } from 'payload'

import { colourField } from '@/fields/colour'

import { moduleSettings } from '../shared/moduleSettings'

/**
 * Tabs (spec 2.3): the open tab lives in the URL hash as `#{elementId}|{tabIndex}` (counted from 0),
 * and `#tab-{slug of the title}` opens a tab from any link.
 */
export const Tabs = {
  slug: 'tabs' as const,
  interfaceName: 'TabsBlock',
  labels: { singular: { sv: 'Flikar', en: 'Tabs' }, plural: { sv: 'Flikar', en: 'Tabs' } },
  fields: [
    {
      name: 'label',
      type: 'text',
      localized: true,
      label: { sv: 'Namn på flikgruppen', en: 'Name of the tab group' },
      admin: {
        description: {
          sv: 'Läses upp för skärmläsare, t.ex. "Våra serviceavtal".',
          en: 'Read out by screen readers.',
        },
      },
    },
    {
      name: 'tabs',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: { sv: 'Flik', en: 'Tab' }, plural: { sv: 'Flikar', en: 'Tabs' } },
      label: { sv: 'Flikar', en: 'Tabs' },
      fields: [
        {
          name: 'title',
          type: 'text',
          localized: true,
          required: true,
          label: { sv: 'Rubrik', en: 'Title' },
          admin: {
            description: {
              sv: 'Ger också fliken en adress: "Jour & haverier" öppnas med #tab-jour-haverier.',
              en: 'Also addresses the tab: "On call" opens with #tab-on-call.',
            },
          },
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
      name: 'activation',
      type: 'radio',
      defaultValue: 'automatic',
      label: { sv: 'Piltangenterna', en: 'Arrow keys' },
      options: [
        { label: { sv: 'Öppnar fliken direkt', en: 'Open the tab at once' }, value: 'automatic' },
        {
          label: { sv: 'Flyttar bara fokus (Enter öppnar)', en: 'Only move focus (Enter opens)' },
          value: 'manual',
        },
      ],
      admin: { layout: 'horizontal' },
    },
    {
      type: 'row',
      fields: [
        colourField(
          'activeBackground',
          { sv: 'Bakgrund, vald flik', en: 'Active tab background' },
          { width: '50%' },
        ),
        colourField(
          'inactiveBackground',
          { sv: 'Bakgrund, övriga flikar', en: 'Inactive tab background' },
          { width: '50%' },
        ),
      ],
    },
    moduleSettings(),
  ],
} satisfies Block
