import type { Block } from 'payload'

export const RICH_TEXT_GALLERY_COLUMNS = ['2', '3', '4'] as const

/**
 * "Bildgalleri" inside rich text: a few images in a grid within a post, project or text module. Every
 * image there, like every image of the same text, opens in one lightbox gallery on the site.
 */
export const RichTextGallery = {
  slug: 'richTextGallery' as const,
  interfaceName: 'RichTextGalleryBlock',
  labels: {
    singular: { sv: 'Bildgalleri', en: 'Image gallery' },
    plural: { sv: 'Bildgallerier', en: 'Image galleries' },
  },
  fields: [
    {
      name: 'images',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      required: true,
      minRows: 2,
      maxRows: 12,
      label: { sv: 'Bilder', en: 'Images' },
      filterOptions: { mimeType: { contains: 'image/' } },
      admin: {
        description: {
          sv: 'Bildtext och alternativtext hämtas från mediabiblioteket.',
          en: 'Captions and alt texts come from the media library.',
        },
      },
    },
    {
      name: 'columns',
      type: 'select',
      defaultValue: '3',
      label: { sv: 'Bilder per rad', en: 'Images per row' },
      options: RICH_TEXT_GALLERY_COLUMNS.map((value) => ({ label: value, value })),
    },
  ],
} satisfies Block
