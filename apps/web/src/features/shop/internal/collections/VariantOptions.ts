import type { CollectionOverride } from '@payloadcms/plugin-ecommerce/types'

import { fieldNamed, relabel } from './editFields'
import { labelled } from './labelled'

/** One choice of a variant type (M, 10 m), in Swedish. */
export const variantOptionsOverride: CollectionOverride = ({ defaultCollection }) => {
  const defaults = labelled(
    defaultCollection,
    ['Variantalternativ', 'Variantalternativ'],
    ['Variant option', 'Variant options'],
  )
  const fields = defaults.fields
  return {
    ...defaults,
    admin: { ...defaults.admin, useAsTitle: 'label', defaultColumns: ['label', 'variantType'] },
    fields: [
      ...relabel(fieldNamed(fields, 'variantType'), {
        label: { sv: 'Varianttyp', en: 'Variant type' },
      }),
      ...relabel(fieldNamed(fields, 'label'), {
        label: { sv: 'Namn som kunden ser', en: 'Label shown to customers' },
        admin: { description: { sv: 'T.ex. M eller 10 m.', en: 'E.g. M or 10 m.' } },
      }),
      ...relabel(fieldNamed(fields, 'value'), {
        label: { sv: 'Värde', en: 'Value' },
        admin: { description: { sv: 'T.ex. m eller 10.', en: 'E.g. m or 10.' } },
      }),
    ],
  }
}
