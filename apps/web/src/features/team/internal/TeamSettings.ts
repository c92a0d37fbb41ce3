import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/isAdmin'
import { revalidateEverything } from '@/hooks/revalidate'

import { teamGroup } from './collections/TeamMembers'

/** Spec 4.8's fixed suffix after the member's name in the print title. */
export const DEFAULT_PRINT_TITLE_SUFFIX = ' – Team'

/** Spec 3.8: 1 is the product's own bundled carousel build, here our bundled Swiper. */
export const BUNDLED_CAROUSEL_BUILD = 1

export const TeamSettings: GlobalConfig = {
  slug: 'team-settings',
  label: { sv: 'Medarbetarinställningar', en: 'Team settings' },
  admin: { group: teamGroup },
  access: { read: anyone, update: isAdmin },
  fields: [
    {
      name: 'printTitleSuffix',
      type: 'text',
      defaultValue: DEFAULT_PRINT_TITLE_SUFFIX,
      label: { sv: 'Tillägg i utskriftens titel', en: 'Print title suffix' },
      admin: {
        description: {
          sv: 'Läggs efter namnet när en profil skrivs ut, till exempel ”Anna-Lindqvist – Team”. Börja med ett mellanslag.',
          en: 'Added after the name when a profile is printed, e.g. “Anna-Lindqvist – Team”. Start with a space.',
        },
      },
    },
    {
      name: 'carouselBuild',
      type: 'number',
      defaultValue: BUNDLED_CAROUSEL_BUILD,
      label: { sv: 'Karusellbibliotek', en: 'Carousel build' },
      admin: {
        step: 1,
        description: {
          sv: '1 = webbplatsens egen inbyggda kopia av karusellbiblioteket (Swiper), det enda valet. Fältet finns kvar så att importerade inställningar kan läsas; andra värden används som 1.',
          en: '1 = the site’s own bundled copy of the carousel library (Swiper), the only choice. The field is kept so imported settings stay readable; other values act as 1.',
        },
      },
    },
  ],
  // The suffix is on every profile page and the carousel build on every page with a team module.
  hooks: { afterChange: [revalidateEverything] },
}
