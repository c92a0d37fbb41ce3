import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { linkField } from '@/fields/link'
import { menuTypeField } from '@/features/navigation/feature'
import { revalidateEverything } from '@/hooks/revalidate'

/** Menu items may also lead to a product (spec 2.7). */
const menuTargets = ['pages', 'posts', 'projects', 'products'] as const

export const Header: GlobalConfig = {
  slug: 'header',
  label: { sv: 'Sidhuvud', en: 'Header' },
  access: { read: anyone, update: isStaff },
  fields: [
    { name: 'logo', type: 'upload', relationTo: 'media', label: { sv: 'Logotyp', en: 'Logo' } },
    {
      name: 'navItems',
      type: 'array',
      label: { sv: 'Meny', en: 'Menu' },
      labels: {
        singular: { sv: 'Menyval', en: 'Menu item' },
        plural: { sv: 'Menyval', en: 'Menu items' },
      },
      maxRows: 12,
      fields: [
        linkField({ required: true, collections: menuTargets }),
        {
          name: 'children',
          type: 'array',
          label: { sv: 'Undermeny', en: 'Submenu' },
          maxRows: 12,
          fields: [linkField({ required: true, collections: menuTargets })],
        },
      ],
    },
    menuTypeField,
    {
      name: 'cta',
      type: 'group',
      label: { sv: 'Knapp i sidhuvudet', en: 'Header button' },
      fields: [linkField({ withLabel: true })],
    },
  ],
  hooks: { afterChange: [revalidateEverything] },
}
