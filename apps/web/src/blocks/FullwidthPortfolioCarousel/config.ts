import type { Block } from 'payload'

import { blockTableName } from '../shared/blockTableName'
import { moduleSettings } from '../shared/moduleSettings'

export const FullwidthPortfolioCarousel = {
  slug: 'fullwidthPortfolioCarousel' as const,
  interfaceName: 'FullwidthPortfolioCarouselBlock',
  // Short table and enum names, one set per collection: the full slug pushes Postgres identifiers
  // past 63 characters.
  dbName: blockTableName('fw_portfolio'),
  labels: {
    singular: { sv: 'Projektkarusell (full bredd)', en: 'Fullwidth portfolio carousel' },
    plural: { sv: 'Projektkaruseller (full bredd)', en: 'Fullwidth portfolio carousels' },
  },
  fields: [
    { name: 'title', type: 'text', localized: true, label: { sv: 'Rubrik', en: 'Title' } },
    {
      name: 'projectCategories',
      type: 'relationship',
      relationTo: 'project-categories',
      hasMany: true,
      label: { sv: 'Projektkategorier', en: 'Project categories' },
      admin: { description: { sv: 'Tomt = alla projekt.', en: 'Empty = all projects.' } },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'postsNumber',
          type: 'number',
          min: 1,
          max: 30,
          defaultValue: 10,
          label: { sv: 'Antal projekt', en: 'Number of projects' },
          admin: { width: '33%' },
        },
        {
          name: 'showTitle',
          type: 'checkbox',
          defaultValue: true,
          label: { sv: 'Visa projektnamn', en: 'Show title' },
          admin: { width: '33%' },
        },
        {
          name: 'showYear',
          type: 'checkbox',
          defaultValue: true,
          label: { sv: 'Visa år', en: 'Show year' },
          admin: { width: '33%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'autoRotate',
          type: 'checkbox',
          label: { sv: 'Rotera automatiskt', en: 'Auto-rotate' },
          admin: { width: '50%' },
        },
        {
          name: 'autoRotateSpeed',
          type: 'number',
          min: 1000,
          max: 60000,
          defaultValue: 7000,
          label: { sv: 'Tid per steg (ms)', en: 'Time per step (ms)' },
          admin: { width: '50%', condition: (_, sibling) => Boolean(sibling?.autoRotate) },
        },
      ],
    },
    moduleSettings(),
  ],
} satisfies Block
