import { queueMail } from '@/features/mail'
import { siteIdentity } from '@/platform/siteIdentity'

import { confirmationEmail, welcomeEmail } from '../server/emails'
import { confirmUrl, unsubscribeUrl } from '../server/links'
import type { NewsletterAdapter } from './types'

/**
 * A list kept on this site. With double opt-in the subscriber gets a confirmation mail with a signed
 * link that works once; without, a welcome mail. Both are queued in the subscription's own unit of
 * work and carry the unsubscribe link. Nothing is pushed anywhere.
 */
export const localAdapter: NewsletterAdapter = {
  provider: 'local',
  async onStored(payload, req, list, subscriber) {
    const site = (await siteIdentity(payload, req)).name
    const unsubscribe = unsubscribeUrl(subscriber.id, subscriber.unsubscribeNonce)
    const mail =
      list.doubleOptIn && subscriber.confirmNonce
        ? {
            ...confirmationEmail({
              site,
              list: list.name,
              subscriber,
              confirmUrl: confirmUrl(subscriber.id, subscriber.confirmNonce),
              unsubscribeUrl: unsubscribe,
            }),
            kind: 'newsletter-confirmation' as const,
          }
        : {
            ...welcomeEmail({ site, list: list.name, subscriber, unsubscribeUrl: unsubscribe }),
            kind: 'newsletter-welcome' as const,
          }
    await queueMail(payload, req, { to: subscriber.email, ...mail })
  },
}
