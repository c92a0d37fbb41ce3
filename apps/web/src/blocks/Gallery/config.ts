import type { Block } from 'payload'

import { moduleSettings } from '../shared/moduleSettings'
import { DEFAULT_ITEMS_PER_PAGE } from './pagination'

export const Gallery = {
  slug: 'gallery' as const,
  interfaceName: 'GalleryBlock',
  labels: {
    singular: { sv: 'Bildgalleri', en: 'Gallery' },
    plural: { sv: 'Bildgallerier', en: 'Galleries' },
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      label: { sv: 'Namn på galleriet', en: 'Gallery name' },
      admin: {
        description: {
          sv: 'Läses upp för skärmläsare och visas i bildvisningen.',
          en: 'Read out by screen readers and shown in the lightbox.',
        },
      },
    },
    {
      name: 'images',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      required: true,
      minRows: 1,
      label: { sv: 'Bilder', en: 'Images' },
      filterOptions: { mimeType: { contains: 'image/' } },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'layout',
          type: 'radio',
          defaultValue: 'grid',
          label: { sv: 'Visning', en: 'Layout' },
          options: [
            { label: { sv: 'Rutnät med sidor', en: 'Paged grid' }, value: 'grid' },
            { label: { sv: 'Bildspel', en: 'Slider' }, value: 'slider' },
          ],
          admin: { layout: 'horizontal', width: '50%' },
        },
        {
          name: 'itemsPerPage',
          type: 'number',
          min: 0,
          max: 100,
          label: { sv: 'Bilder per sida', en: 'Images per page' },
          admin: {
            width: '50%',
            placeholder: String(DEFAULT_ITEMS_PER_PAGE),
            description: { sv: 'Tomt eller 0 = 4.', en: 'Empty or 0 = 4.' },
            condition: (_, sibling) => sibling?.layout !== 'slider',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'showCaptions',
          type: 'checkbox',
          defaultValue: true,
          label: { sv: 'Visa bildtexter', en: 'Show captions' },
          admin: { width: '50%' },
        },
        {
          name: 'lightbox',
          type: 'checkbox',
          defaultValue: true,
          label: { sv: 'Öppna bilderna i ljuslåda', en: 'Open images in a lightbox' },
          admin: { width: '50%' },
        },
      ],
    },
    moduleSettings(),
  ],
} satisfies Block
