import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'

import { analyticsGroup, eventNameFields } from './AnalyticsEvents'

const nobody = () => false

/**
 * Events counted per day (site time), kind, page and names: what the dashboard reads. Written only by
 * the rollup job (internal/server/rollup.ts), one row per group, so a day rolled up twice gives the
 * same rows.
 */
export const AnalyticsDaily: CollectionConfig = {
  slug: 'analytics-daily',
  labels: {
    singular: { sv: 'Dagssumma', en: 'Daily total' },
    plural: { sv: 'Dagssummor', en: 'Daily totals' },
  },
  admin: { group: analyticsGroup, hidden: true },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['day', 'kind', 'path', 'category', 'action', 'label'], unique: true }],
  fields: [
    { name: 'day', type: 'text', required: true, index: true },
    { name: 'kind', type: 'text', required: true },
    ...eventNameFields,
    { name: 'total', type: 'number', required: true, defaultValue: 0 },
  ],
}
