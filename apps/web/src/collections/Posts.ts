import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { publishedForVisitors } from '@/access/publishedForVisitors'
import { memberAccessFields } from '@/features/sso/feature'
import { bodyEditor } from '@/fields/bodyEditor'
import { slugField } from '@/fields/slug'
import { revalidateDocument } from '@/hooks/revalidate'
import { previewBreakpoints, previewSlug, previewUrl } from '@/platform/livePreview'

const revalidate = revalidateDocument('posts')

export const Posts: CollectionConfig<'posts'> = {
  slug: 'posts',
  labels: { singular: { sv: 'Inlägg', en: 'Post' }, plural: { sv: 'Blogginlägg', en: 'Posts' } },
  access: { create: isStaff, delete: isStaff, read: publishedForVisitors, update: isStaff },
  defaultPopulate: {
    title: true,
    slug: true,
    excerpt: true,
    heroImage: true,
    publishedAt: true,
    categories: true,
  },
  admin: {
    defaultColumns: ['title', 'publishedAt', '_status'],
    useAsTitle: 'title',
    livePreview: {
      url: ({ data }) => previewUrl('posts', previewSlug(data)),
      breakpoints: previewBreakpoints,
    },
    preview: (data) => previewUrl('posts', previewSlug(data)),
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      label: { sv: 'Titel', en: 'Title' },
    },
    { name: 'excerpt', type: 'textarea', localized: true, label: { sv: 'Ingress', en: 'Excerpt' } },
    {
      name: 'heroImage',
      type: 'upload',
      relationTo: 'media',
      label: { sv: 'Huvudbild', en: 'Hero image' },
    },
    {
      name: 'content',
      type: 'richText',
      localized: true,
      required: true,
      label: { sv: 'Innehåll', en: 'Content' },
      editor: bodyEditor,
    },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      label: { sv: 'Kategorier', en: 'Categories' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'authorName',
      type: 'text',
      label: { sv: 'Skribent', en: 'Author' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      label: { sv: 'Publiceringsdatum', en: 'Published at' },
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      hooks: {
        beforeChange: [
          ({ siblingData, value }) =>
            siblingData._status === 'published' && !value ? new Date().toISOString() : value,
        ],
      },
    },
    slugField(),
    ...memberAccessFields,
  ],
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  versions: { drafts: { autosave: { interval: 800 }, schedulePublish: true }, maxPerDoc: 50 },
}
