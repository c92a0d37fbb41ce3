import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { mediaDir } from '@/platform/paths'

export const Media: CollectionConfig<'media'> = {
  slug: 'media',
  labels: { singular: { sv: 'Media', en: 'Media' }, plural: { sv: 'Media', en: 'Media' } },
  access: { create: isStaff, delete: isStaff, read: anyone, update: isStaff },
  admin: { defaultColumns: ['filename', 'alt', 'mimeType', 'updatedAt'] },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      localized: true,
      label: { sv: 'Alternativtext', en: 'Alt text' },
      admin: {
        description: {
          sv: 'Beskriv vad bilden visar för den som inte ser den.',
          en: 'Describe what the image shows for people who cannot see it.',
        },
      },
    },
    { name: 'caption', type: 'text', localized: true, label: { sv: 'Bildtext', en: 'Caption' } },
  ],
  upload: {
    staticDir: mediaDir,
    mimeTypes: [
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/avif',
      'image/svg+xml',
      'video/mp4',
      'video/webm',
    ],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 320 },
      { name: 'card', width: 768 },
      { name: 'hero', width: 1600 },
      { name: 'og', width: 1200, height: 630, crop: 'center' },
    ],
  },
}
