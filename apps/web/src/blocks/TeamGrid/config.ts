import type { Block, NumberField } from 'payload'

import { popupAutoplayField, teamMembersField } from '../TeamCarousel/fields'
import { moduleSettings } from '../shared/moduleSettings'
import { TEAM_GRID_DEFAULT_COLUMNS, TEAM_GRID_MAX_COLUMNS } from './columns'

const columnsField = (
  name: keyof typeof TEAM_GRID_DEFAULT_COLUMNS,
  label: { sv: string; en: string },
): NumberField => ({
  name,
  type: 'number',
  min: 1,
  max: TEAM_GRID_MAX_COLUMNS,
  defaultValue: TEAM_GRID_DEFAULT_COLUMNS[name],
  label,
  admin: { width: '33%', step: 1, placeholder: String(TEAM_GRID_DEFAULT_COLUMNS[name]) },
})

export const TeamGrid = {
  slug: 'teamGrid' as const,
  interfaceName: 'TeamGridBlock',
  labels: {
    singular: { sv: 'Teamrutnät', en: 'Team grid' },
    plural: { sv: 'Teamrutnät', en: 'Team grids' },
  },
  fields: [
    teamMembersField,
    {
      name: 'columns',
      type: 'group',
      label: { sv: 'Kolumner', en: 'Columns' },
      fields: [
        {
          type: 'row',
          fields: [
            columnsField('desktop', { sv: 'Dator (över 980 px)', en: 'Desktop (above 980 px)' }),
            columnsField('tablet', { sv: 'Surfplatta (768–980 px)', en: 'Tablet (768–980 px)' }),
            columnsField('phone', {
              sv: 'Mobil (767 px och under)',
              en: 'Phone (767 px and below)',
            }),
          ],
        },
      ],
    },
    popupAutoplayField,
    {
      name: 'label',
      type: 'text',
      localized: true,
      label: { sv: 'Namn för skärmläsare', en: 'Name for screen readers' },
    },
    moduleSettings(),
  ],
} satisfies Block
