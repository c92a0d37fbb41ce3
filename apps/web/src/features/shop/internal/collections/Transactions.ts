import type { CollectionOverride } from '@payloadcms/plugin-ecommerce/types'

import { paymentMethodOptions } from '../lists/paymentMethods'
import { staffOnly } from './access'
import { labelled } from './labelled'
import { textField } from './textField'

/** A payment of an order, with the provider's reference so webhooks find it again. */
export const transactionsOverride: CollectionOverride = ({ defaultCollection }) => ({
  ...labelled(defaultCollection, ['Transaktion', 'Transaktioner'], ['Transaction', 'Transactions']),
  access: staffOnly,
  fields: [
    ...defaultCollection.fields,
    {
      name: 'method',
      type: 'select',
      label: { sv: 'Betalsätt', en: 'Method' },
      options: paymentMethodOptions,
    },
    textField('provider', 'Betalleverantör', 'Provider'),
    textField('providerReference', 'Referens hos leverantören', 'Provider reference', {
      index: true,
    }),
  ],
})
