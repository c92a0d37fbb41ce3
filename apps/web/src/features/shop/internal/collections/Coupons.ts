import type { CollectionConfig } from 'payload'

import { shopStaff } from './access'
import { shopGroup } from './labelled'
import { sekAmount } from './sekAmount'

export const Coupons: CollectionConfig = {
  slug: 'coupons',
  labels: {
    singular: { sv: 'Rabattkod', en: 'Coupon' },
    plural: { sv: 'Rabattkoder', en: 'Coupons' },
  },
  // Codes are looked up by the server only; visitors never list them.
  access: { read: shopStaff, create: shopStaff, update: shopStaff, delete: shopStaff },
  admin: {
    useAsTitle: 'code',
    defaultColumns: ['code', 'kind', 'percent', 'fixedAmount', 'usedCount', 'expiresAt'],
    group: shopGroup,
  },
  fields: [
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { sv: 'Kod', en: 'Code' },
      hooks: {
        beforeValidate: [
          ({ value }) =>
            typeof value === 'string' ? value.trim().toLocaleUpperCase('sv-SE') : value,
        ],
      },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'percent',
      label: { sv: 'Typ', en: 'Type' },
      options: [
        { label: { sv: 'Procent', en: 'Percent' }, value: 'percent' },
        { label: { sv: 'Fast belopp', en: 'Fixed amount' }, value: 'fixed' },
      ],
    },
    {
      name: 'percent',
      type: 'number',
      min: 1,
      max: 100,
      label: { sv: 'Procent', en: 'Percent' },
      admin: { condition: (_, s) => s?.kind === 'percent' },
    },
    sekAmount(
      'fixedAmount',
      { sv: 'Belopp inkl. moms', en: 'Amount incl. VAT' },
      { condition: (_, s) => s?.kind === 'fixed' },
    ),
    sekAmount('minSpend', { sv: 'Lägsta ordervärde', en: 'Minimum spend' }),
    { name: 'expiresAt', type: 'date', label: { sv: 'Gäller till', en: 'Expires' } },
    {
      name: 'usageLimit',
      type: 'number',
      min: 1,
      label: { sv: 'Max antal användningar', en: 'Usage limit' },
    },
    {
      name: 'usedCount',
      type: 'number',
      defaultValue: 0,
      min: 0,
      label: { sv: 'Använd', en: 'Used' },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      label: { sv: 'Aktiv', en: 'Active' },
      admin: { position: 'sidebar' },
    },
  ],
}
