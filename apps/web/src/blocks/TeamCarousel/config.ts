import type { Block } from 'payload'

import { carouselOptionFields } from '../SimpleCarousel/fields'
import { moduleSettings } from '../shared/moduleSettings'
import { popupAutoplayField, teamMembersField } from './fields'

export const TeamCarousel = {
  slug: 'teamCarousel' as const,
  interfaceName: 'TeamCarouselBlock',
  labels: {
    singular: { sv: 'Teamkarusell', en: 'Team carousel' },
    plural: { sv: 'Teamkaruseller', en: 'Team carousels' },
  },
  fields: [
    teamMembersField,
    ...carouselOptionFields({ speedPlaceholder: '300' }),
    popupAutoplayField,
    moduleSettings(),
  ],
} satisfies Block
