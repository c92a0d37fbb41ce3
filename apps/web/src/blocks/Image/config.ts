import type { Block } from 'payload'

import { moduleSettings } from '../shared/moduleSettings'

export const Image = {
  slug: 'image' as const,
  interfaceName: 'ImageBlock',
  labels: { singular: { sv: 'Bild', en: 'Image' }, plural: { sv: 'Bilder', en: 'Images' } },
  fields: [
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      required: true,
      label: { sv: 'Bild', en: 'Image' },
    },
    { name: 'caption', type: 'text', localized: true, label: { sv: 'Bildtext', en: 'Caption' } },
    {
      type: 'row',
      fields: [
        {
          name: 'align',
          type: 'select',
          defaultValue: 'center',
          label: { sv: 'Justering', en: 'Alignment' },
          options: [
            { label: { sv: 'Vänster', en: 'Left' }, value: 'left' },
            { label: { sv: 'Centrerad', en: 'Centre' }, value: 'center' },
            { label: { sv: 'Höger', en: 'Right' }, value: 'right' },
          ],
          admin: { width: '50%' },
        },
        {
          name: 'fullWidth',
          type: 'checkbox',
          label: { sv: 'Fyll kolumnen', en: 'Fill the column' },
          defaultValue: true,
          admin: { width: '50%' },
        },
      ],
    },
    {
      name: 'lightbox',
      type: 'checkbox',
      label: {
        sv: 'Öppna i ljuslåda (större bild vid klick)',
        en: 'Open in lightbox (larger image on click)',
      },
    },
    {
      name: 'priority',
      type: 'checkbox',
      label: {
        sv: 'Ladda direkt (bild högst upp på sidan)',
        en: 'Load eagerly (image above the fold)',
      },
    },
    moduleSettings(),
  ],
} satisfies Block
