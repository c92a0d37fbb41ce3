import type { GlobalConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'

import { analyticsGroup } from './AnalyticsEvents'

/** Days raw events are kept when nothing is set; the daily totals are kept for good. */
export const DEFAULT_ANALYTICS_RETENTION_DAYS = 90

export const AnalyticsSettings: GlobalConfig = {
  slug: 'analytics-settings',
  label: { sv: 'Statistikinställningar', en: 'Analytics settings' },
  admin: { group: analyticsGroup },
  access: { read: isStaff, update: isAdmin },
  fields: [
    {
      name: 'retentionDays',
      type: 'number',
      min: 2,
      max: 3650,
      defaultValue: DEFAULT_ANALYTICS_RETENTION_DAYS,
      label: { sv: 'Spara enskilda händelser (dagar)', en: 'Keep single events (days)' },
      admin: {
        description: {
          sv: 'Enskilda händelser raderas efter så här många dagar. Dagssummorna i Statistik sparas.',
          en: 'Single events are deleted after this many days. The daily totals in Statistik are kept.',
        },
      },
    },
  ],
}
