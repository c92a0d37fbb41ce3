import { defineFeature } from '@/platform/feature'

import { Outbox } from './internal/collections/Outbox'

/**
 * The site's outgoing e-mail: one outbox every feature writes to in its own unit of work (orders,
 * accounts, contact forms, newsletter confirmations), delivered over SMTP when SMTP_URL is set.
 */
export const mail = defineFeature({
  name: 'mail',
  collections: [Outbox],
  onServerStart: async () => {
    const { startMailSender } = await import('./internal/sender')
    startMailSender()
  },
})
