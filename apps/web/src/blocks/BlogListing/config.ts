import type { Block } from 'payload'

import { moduleSettings } from '../shared/moduleSettings'

export const DEFAULT_POSTS_PER_PAGE = 6
export const MAX_POSTS_PER_PAGE = 48

export const BlogListing = {
  slug: 'blogListing' as const,
  interfaceName: 'BlogListingBlock',
  labels: {
    singular: { sv: 'Blogglista', en: 'Blog listing' },
    plural: { sv: 'Blogglistor', en: 'Blog listings' },
  },
  fields: [
    { name: 'title', type: 'text', localized: true, label: { sv: 'Rubrik', en: 'Title' } },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      label: { sv: 'Kategorier', en: 'Categories' },
      admin: { description: { sv: 'Tomt = alla inlägg.', en: 'Empty = every post.' } },
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
            { label: { sv: 'Rutnät', en: 'Grid' }, value: 'grid' },
            { label: { sv: 'Lista', en: 'List' }, value: 'list' },
          ],
          admin: { layout: 'horizontal', width: '50%' },
        },
        {
          name: 'postsNumber',
          type: 'number',
          min: 1,
          max: MAX_POSTS_PER_PAGE,
          defaultValue: DEFAULT_POSTS_PER_PAGE,
          label: { sv: 'Inlägg per sida', en: 'Posts per page' },
          admin: { width: '50%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'showImage',
          type: 'checkbox',
          defaultValue: true,
          label: { sv: 'Visa bild', en: 'Show image' },
          admin: { width: '25%' },
        },
        {
          name: 'showExcerpt',
          type: 'checkbox',
          defaultValue: true,
          label: { sv: 'Visa ingress', en: 'Show excerpt' },
          admin: { width: '25%' },
        },
        {
          name: 'showMeta',
          type: 'checkbox',
          defaultValue: true,
          label: { sv: 'Visa datum och kategorier', en: 'Show date and categories' },
          admin: { width: '50%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'showPagination',
          type: 'checkbox',
          defaultValue: true,
          label: { sv: 'Visa sidnumrering', en: 'Show pagination' },
          admin: { width: '50%' },
        },
        {
          name: 'ajaxPagination',
          type: 'checkbox',
          defaultValue: true,
          label: { sv: 'Byt sida utan omladdning (ajax)', en: 'Ajax pagination' },
          admin: {
            width: '50%',
            condition: (_, sibling) => sibling?.showPagination !== false,
            description: {
              sv: 'Bara listan byts ut; länkarna fungerar även utan JavaScript.',
              en: 'Only the listing is swapped; the links work without JavaScript too.',
            },
          },
        },
      ],
    },
    moduleSettings(),
  ],
} satisfies Block
