import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { linkField } from '@/fields/link'
import { revalidateEverything } from '@/hooks/revalidate'

export const Footer: GlobalConfig = {
  slug: 'footer',
  label: { sv: 'Sidfot', en: 'Footer' },
  access: { read: anyone, update: isStaff },
  fields: [
    {
      name: 'columns',
      type: 'array',
      maxRows: 4,
      label: { sv: 'Kolumner', en: 'Columns' },
      fields: [
        {
          name: 'heading',
          type: 'text',
          localized: true,
          required: true,
          label: { sv: 'Rubrik', en: 'Heading' },
        },
        { name: 'text', type: 'textarea', localized: true, label: { sv: 'Text', en: 'Text' } },
        {
          name: 'links',
          type: 'array',
          maxRows: 8,
          label: { sv: 'Länkar', en: 'Links' },
          fields: [linkField({ required: true })],
        },
      ],
    },
    {
      name: 'copyright',
      type: 'text',
      localized: true,
      label: { sv: 'Copyright-rad', en: 'Copyright line' },
    },
  ],
  hooks: { afterChange: [revalidateEverything] },
}
