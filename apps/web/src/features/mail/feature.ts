import { defineFeature } from '@/platform/feature'

import { Outbox } from './internal/collections/Outbox'

/**
 * The site's outgoing e-mail: one outbox every feature writes to in its own unit of work (orders,
 * accounts, contact forms, newsletter confirmations), delivered over SMTP when SMTP_URL is set.
 */
export const mail = defineFeature({
  name: 'mail',
  collections: [Outbox],
  // Mail no request pushed out goes on the next minute (deliverSoon sends right after a request).
  tasks: [
    {
      slug: 'mail-outbox',
      label: { sv: 'Skicka e-post i kö', en: 'Send queued e-mail' },
      cron: '* * * * *',
      handler: async ({ req }) => {
        const { deliverQueuedMail } = await import('./internal/sender')
        return { output: await deliverQueuedMail(req.payload) }
      },
    },
  ],
})
