import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { publishedForVisitors } from '@/access/publishedForVisitors'
import { Section } from '@/blocks/Section/config'
import { builderBridgeField, byggDocumentControl } from '@/features/builder/feature'
import { memberAccessFields } from '@/features/sso/feature'
import { bodyEditor } from '@/fields/bodyEditor'
import { keepLocalesOnMove } from '@/fields/keepLocalesOnMove'
import { slugField } from '@/fields/slug'
import { revalidateDocument } from '@/hooks/revalidate'
import { previewBreakpoints, previewSlug, previewUrl } from '@/platform/livePreview'

const revalidate = revalidateDocument('projects')

export const Projects: CollectionConfig<'projects'> = {
  slug: 'projects',
  labels: { singular: { sv: 'Projekt', en: 'Project' }, plural: { sv: 'Projekt', en: 'Projects' } },
  access: { create: isStaff, delete: isStaff, read: publishedForVisitors, update: isStaff },
  defaultPopulate: {
    title: true,
    slug: true,
    excerpt: true,
    featuredImage: true,
    projectCategories: true,
  },
  admin: {
    defaultColumns: ['title', 'client', 'year', '_status'],
    useAsTitle: 'title',
    // Bygg: the builder in full screen (issue 20).
    components: { edit: { beforeDocumentControls: [byggDocumentControl] } },
    livePreview: {
      url: ({ data }) => previewUrl('projects', previewSlug(data)),
      breakpoints: previewBreakpoints,
    },
    preview: (data) => previewUrl('projects', previewSlug(data)),
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
      name: 'excerpt',
      type: 'textarea',
      localized: true,
      label: { sv: 'Sammanfattning', en: 'Summary' },
    },
    {
      name: 'featuredImage',
      type: 'upload',
      relationTo: 'media',
      required: true,
      label: { sv: 'Utvald bild', en: 'Featured image' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'client',
          type: 'text',
          label: { sv: 'Kund', en: 'Client' },
          admin: { width: '50%' },
        },
        {
          name: 'year',
          type: 'number',
          min: 1900,
          max: 2100,
          label: { sv: 'År', en: 'Year' },
          admin: { width: '50%' },
        },
      ],
    },
    {
      name: 'content',
      type: 'richText',
      localized: true,
      label: { sv: 'Beskrivning', en: 'Description' },
      editor: bodyEditor,
    },
    {
      name: 'layout',
      type: 'blocks',
      label: { sv: 'Extra sektioner', en: 'Extra sections' },
      labels: {
        singular: { sv: 'Sektion', en: 'Section' },
        plural: { sv: 'Sektioner', en: 'Sections' },
      },
      blocks: [Section],
      // A block moved to another column or section keeps its other languages.
      hooks: { beforeChange: [keepLocalesOnMove] },
    },
    // The visual builder's link to the live preview: no data, only a listener in the form (issue 20).
    builderBridgeField,
    {
      name: 'projectCategories',
      type: 'relationship',
      relationTo: 'project-categories',
      hasMany: true,
      label: { sv: 'Projektkategorier', en: 'Project categories' },
      admin: { position: 'sidebar' },
    },
    slugField(),
    ...memberAccessFields,
  ],
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  versions: { drafts: { autosave: { interval: 800 } }, maxPerDoc: 50 },
}
