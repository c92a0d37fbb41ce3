import type { GroupField } from 'payload'

import { defineFeature } from '@/platform/feature'

import { isPartnerId } from './internal/insight'

/** The site settings of the professional network (globals/SiteSettings.ts). */
export const networkSettingsField: GroupField = {
  name: 'network',
  type: 'group',
  label: { sv: 'Professionellt nätverk', en: 'Professional network' },
  fields: [
    {
      name: 'insightPartnerId',
      type: 'text',
      label: { sv: 'Partner-id för nätverkets insiktstagg', en: 'Insight tag partner id' },
      admin: {
        description: {
          sv: 'Siffror, från nätverkets annonskonto. Taggen mäter besök för nätverkets annonser och laddas bara hos besökare som tillåter marknadsföringscookies. Tomt = ingen tagg.',
          en: 'Digits, from the network ad account. The tag measures visits for the network’s ads and loads only for visitors who allow marketing cookies. Empty = no tag.',
        },
      },
      validate: (value: unknown) =>
        value == null || value === '' || isPartnerId(String(value))
          ? true
          : 'Ange partner-id med 1–20 siffror.',
    },
  ],
}

/**
 * The professional network's site-wide part (spec 1, 7.4): its insight tag, loaded on every page with
 * the partner id from the site settings once the visitor allows marketing cookies. The widgets and
 * API modules are page-builder modules (blocks/Network*).
 */
export const network = defineFeature({
  name: 'network',
  slots: () => import('./slots'),
})
