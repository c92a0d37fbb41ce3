import type { Block } from 'payload'

import { moduleSettings } from '../shared/moduleSettings'

/**
 * The conversion tracker (issue 19, spec 4.3 con_short): placed on a page visitors reach after the
 * test page (a thank-you page), it records `con_short` for the subject they saw there. Shows
 * nothing to visitors.
 */
export const ConversionTracker = {
  slug: 'conversionTracker' as const,
  interfaceName: 'ConversionTrackerBlock',
  labels: {
    singular: { sv: 'Konverteringsspårare', en: 'Conversion tracker' },
    plural: { sv: 'Konverteringsspårare', en: 'Conversion trackers' },
  },
  fields: [
    {
      name: 'testPage',
      type: 'relationship',
      relationTo: 'pages',
      required: true,
      label: { sv: 'Sidan med delningstestet', en: 'Page with the split test' },
      admin: {
        description: {
          sv: 'Den sidan ska ha målet Konverteringsspårare på en annan sida.',
          en: 'That page’s test goal must be Conversion tracker on another page.',
        },
      },
    },
    moduleSettings(),
  ],
} satisfies Block
