import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { publishedForVisitors } from '@/access/publishedForVisitors'
import { Section } from '@/blocks/Section/config'
import { abTestTab } from '@/features/ab-testing/feature'
import { builderBridgeField, byggDocumentControl } from '@/features/builder/feature'
import { memberAccessFields } from '@/features/sso/feature'
import { keepLocalesOnMove } from '@/fields/keepLocalesOnMove'
import { slugField } from '@/fields/slug'
import { revalidateDocument } from '@/hooks/revalidate'
import { previewBreakpoints, previewSlug, previewUrl } from '@/platform/livePreview'

const revalidate = revalidateDocument('pages')

export const Pages: CollectionConfig<'pages'> = {
  slug: 'pages',
  labels: { singular: { sv: 'Sida', en: 'Page' }, plural: { sv: 'Sidor', en: 'Pages' } },
  access: { create: isStaff, delete: isStaff, read: publishedForVisitors, update: isStaff },
  defaultPopulate: { title: true, slug: true },
  admin: {
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    useAsTitle: 'title',
    // Bygg: the builder in full screen (issue 20).
    components: { edit: { beforeDocumentControls: [byggDocumentControl] } },
    livePreview: {
      url: ({ data }) => previewUrl('pages', previewSlug(data)),
      breakpoints: previewBreakpoints,
    },
    preview: (data) => previewUrl('pages', previewSlug(data)),
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      label: { sv: 'Titel', en: 'Title' },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: { sv: 'Innehåll', en: 'Content' },
          fields: [
            {
              name: 'layout',
              type: 'blocks',
              label: { sv: 'Sektioner', en: 'Sections' },
              labels: {
                singular: { sv: 'Sektion', en: 'Section' },
                plural: { sv: 'Sektioner', en: 'Sections' },
              },
              blocks: [Section],
              // A block moved to another column or section keeps its other languages.
              hooks: { beforeChange: [keepLocalesOnMove] },
            },
          ],
        },
        abTestTab,
      ],
    },
    // The visual builder's link to the live preview: no data, only a listener in the form (issue 20).
    builderBridgeField,
    slugField(),
    ...memberAccessFields,
    {
      name: 'dotNavigation',
      type: 'checkbox',
      label: { sv: 'Visa punktnavigering', en: 'Show dot navigation' },
      admin: { position: 'sidebar' },
    },
  ],
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  versions: { drafts: { autosave: { interval: 800 }, schedulePublish: true }, maxPerDoc: 50 },
}
