import { siteUrl } from '@/platform/siteUrl'

import type { NewsletterProvider } from '../rules'
import { brevoAdapter } from './brevo'
import { localAdapter } from './local'
import { mailchimpAdapter } from './mailchimp'
import type { NewsletterAdapter } from './types'

/** Every kind of list, by provider; the mapped type makes a provider without an adapter an error. */
export const adapters: { [P in NewsletterProvider]: NewsletterAdapter } = {
  local: localAdapter,
  mailchimp: mailchimpAdapter,
  brevo: brevoAdapter(siteUrl),
}

export type { ListSettings, NewsletterAdapter, SubscriberData, SyncOutcome } from './types'
