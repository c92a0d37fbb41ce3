import type { CollectionOverride } from '@payloadcms/plugin-ecommerce/types'

import { staffOnly } from './access'
import { labelled } from './labelled'

export const cartsOverride: CollectionOverride = ({ defaultCollection }) => ({
  ...labelled(defaultCollection, ['Varukorg', 'Varukorgar'], ['Cart', 'Carts']),
  // Carts are read and written by the server only, found by the visitor's HttpOnly cookie.
  access: staffOnly,
  fields: [
    ...defaultCollection.fields,
    {
      name: 'coupon',
      type: 'relationship',
      relationTo: 'coupons',
      label: { sv: 'Rabattkod', en: 'Coupon' },
      admin: { position: 'sidebar' },
    },
  ],
})
