import type { CollectionOverride } from '@payloadcms/plugin-ecommerce/types'

import { fieldNamed, relabel } from './editFields'
import { labelled } from './labelled'

/** What a customer chooses between (Storlek, Längd), in Swedish. */
export const variantTypesOverride: CollectionOverride = ({ defaultCollection }) => {
  const defaults = labelled(
    defaultCollection,
    ['Varianttyp', 'Varianttyper'],
    ['Variant type', 'Variant types'],
  )
  const fields = defaults.fields
  return {
    ...defaults,
    admin: { ...defaults.admin, useAsTitle: 'label', defaultColumns: ['label', 'name'] },
    fields: [
      ...relabel(fieldNamed(fields, 'label'), {
        label: { sv: 'Namn som kunden ser', en: 'Label shown to customers' },
        admin: { description: { sv: 'T.ex. Storlek eller Längd.', en: 'E.g. Size or Length.' } },
      }),
      ...relabel(fieldNamed(fields, 'name'), {
        label: { sv: 'Internt namn', en: 'Internal name' },
        admin: { description: { sv: 'T.ex. storlek.', en: 'E.g. size.' } },
      }),
      ...relabel(fieldNamed(fields, 'options'), {
        label: { sv: 'Alternativ (i visningsordning)', en: 'Options (in display order)' },
      }),
    ],
  }
}
