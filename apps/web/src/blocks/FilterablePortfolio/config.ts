import type { Block } from 'payload'

import { blockTableName } from '../shared/blockTableName'
import { moduleSettings } from '../shared/moduleSettings'
import { DEFAULT_POSTS_NUMBER } from './portfolioState'

export const FilterablePortfolio = {
  slug: 'filterablePortfolio' as const,
  interfaceName: 'FilterablePortfolioBlock',
  // Short table and enum names, one set per collection: the full slug pushes Postgres identifiers
  // past 63 characters.
  dbName: blockTableName('filt_portfolio'),
  labels: {
    singular: { sv: 'Filtrerbar projektportfölj', en: 'Filterable portfolio' },
    plural: { sv: 'Filtrerbara projektportföljer', en: 'Filterable portfolios' },
  },
  fields: [
    { name: 'title', type: 'text', localized: true, label: { sv: 'Rubrik', en: 'Title' } },
    {
      name: 'projectCategories',
      type: 'relationship',
      relationTo: 'project-categories',
      hasMany: true,
      label: { sv: 'Projektkategorier', en: 'Project categories' },
      admin: {
        description: {
          sv: 'Projekt i dessa kategorier visas, med en filterknapp per kategori. Tomt = alla.',
          en: 'Projects in these categories are shown, with one filter per category. Empty = all.',
        },
      },
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
            { label: { sv: 'Full bredd', en: 'Fullwidth' }, value: 'fullwidth' },
          ],
          admin: { layout: 'horizontal', width: '50%' },
        },
        {
          name: 'postsNumber',
          type: 'number',
          min: 0,
          max: 100,
          defaultValue: DEFAULT_POSTS_NUMBER,
          label: { sv: 'Projekt per sida', en: 'Projects per page' },
          admin: {
            width: '50%',
            description: { sv: '0 = alla på en sida.', en: '0 = all on one page.' },
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'showTitle',
          type: 'checkbox',
          defaultValue: true,
          label: { sv: 'Visa projektnamn', en: 'Show title' },
          admin: { width: '50%' },
        },
        {
          name: 'showCategories',
          type: 'checkbox',
          defaultValue: true,
          label: { sv: 'Visa kategorier', en: 'Show categories' },
          admin: { width: '50%' },
        },
      ],
    },
    moduleSettings(),
  ],
} satisfies Block
