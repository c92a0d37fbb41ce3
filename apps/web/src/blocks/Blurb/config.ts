import type { Block } from 'payload'

import { moduleSettings } from '../shared/moduleSettings'
import { blurbIcons } from './icons'

export const Blurb = {
  slug: 'blurb' as const,
  interfaceName: 'BlurbBlock',
  labels: { singular: { sv: 'Puff', en: 'Blurb' }, plural: { sv: 'Puffar', en: 'Blurbs' } },
  fields: [
    {
      name: 'mediaType',
      type: 'radio',
      defaultValue: 'icon',
      label: { sv: 'Symbol', en: 'Media' },
      options: [
        { label: { sv: 'Ikon', en: 'Icon' }, value: 'icon' },
        { label: { sv: 'Bild', en: 'Image' }, value: 'image' },
        { label: { sv: 'Ingen', en: 'None' }, value: 'none' },
      ],
      admin: { layout: 'horizontal' },
    },
    {
      name: 'icon',
      type: 'select',
      defaultValue: 'gear',
      label: { sv: 'Ikon', en: 'Icon' },
      options: Object.keys(blurbIcons).map((name) => ({ label: name, value: name })),
      admin: { condition: (_, sibling) => sibling?.mediaType === 'icon' },
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      label: { sv: 'Bild', en: 'Image' },
      admin: { condition: (_, sibling) => sibling?.mediaType === 'image' },
    },
    {
      name: 'title',
      type: 'text',
      localized: true,
      required: true,
      label: { sv: 'Rubrik', en: 'Title' },
    },
    {
      name: 'headingLevel',
      type: 'select',
      defaultValue: 'h3',
      label: { sv: 'Rubriknivå', en: 'Heading level' },
      admin: {
        description: {
          sv: 'Nivån i sidans rubrikstruktur: H2 direkt under sidans huvudrubrik, H3 under en H2.',
          en: "The level in the page's outline: H2 right under the page title, H3 under an H2.",
        },
      },
      options: ['h2', 'h3', 'h4', 'h5', 'h6'].map((level) => ({
        label: level.toUpperCase(),
        value: level,
      })),
    },
    { name: 'body', type: 'textarea', localized: true, label: { sv: 'Text', en: 'Text' } },
    {
      name: 'layout',
      type: 'select',
      defaultValue: 'top',
      label: { sv: 'Placering', en: 'Layout' },
      options: [
        { label: { sv: 'Symbol ovanför', en: 'Media on top' }, value: 'top' },
        { label: { sv: 'Symbol till vänster', en: 'Media on the left' }, value: 'left' },
      ],
    },
    moduleSettings(),
  ],
} satisfies Block
