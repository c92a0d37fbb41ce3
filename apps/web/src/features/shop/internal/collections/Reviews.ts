import type { CollectionConfig } from 'payload'

import { shopStaff, shopStaffField } from './access'
import { shopGroup } from './labelled'
import { revalidateShop } from './revalidateShop'

export const Reviews: CollectionConfig = {
  slug: 'product-reviews',
  labels: {
    singular: { sv: 'Recension', en: 'Review' },
    plural: { sv: 'Recensioner', en: 'Reviews' },
  },
  // Visitors read approved reviews only; new ones arrive through the product page and wait for moderation.
  access: {
    read: (args) => shopStaff(args) || { status: { equals: 'approved' } },
    create: shopStaff,
    update: shopStaff,
    delete: shopStaff,
  },
  admin: {
    useAsTitle: 'author',
    defaultColumns: ['author', 'product', 'rating', 'status', 'createdAt'],
    group: shopGroup,
  },
  fields: [
    {
      name: 'product',
      type: 'relationship',
      relationTo: 'products',
      required: true,
      index: true,
      label: { sv: 'Produkt', en: 'Product' },
    },
    {
      name: 'rating',
      type: 'number',
      required: true,
      min: 1,
      max: 5,
      label: { sv: 'Betyg (1–5)', en: 'Rating (1–5)' },
    },
    { name: 'author', type: 'text', required: true, label: { sv: 'Namn', en: 'Name' } },
    {
      name: 'email',
      type: 'email',
      required: true,
      label: { sv: 'E-post', en: 'E-mail' },
      access: { read: shopStaffField },
    },
    { name: 'body', type: 'textarea', required: true, label: { sv: 'Recension', en: 'Review' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      label: { sv: 'Status', en: 'Status' },
      admin: { position: 'sidebar' },
      options: [
        { label: { sv: 'Väntar på granskning', en: 'Pending' }, value: 'pending' },
        { label: { sv: 'Godkänd', en: 'Approved' }, value: 'approved' },
        { label: { sv: 'Avvisad', en: 'Rejected' }, value: 'rejected' },
      ],
    },
  ],
  hooks: {
    afterChange: [
      async ({ doc, req }) => {
        const id = typeof doc.product === 'object' ? doc.product?.id : doc.product
        if (id != null && !req.context.disableRevalidate) {
          const product = await req.payload
            .findByID({ collection: 'products', id, depth: 0, req, overrideAccess: true })
            .catch(() => null)
          revalidateShop((product as { slug?: string } | null)?.slug, req.context)
        }
        return doc
      },
    ],
  },
  timestamps: true,
}
