import { defineFeature } from '@/platform/feature'

import { BotTokens } from './internal/bot/BotTokens'
import { FormSubmissions } from './internal/contact/FormSubmissions'
import { FormSettings } from './internal/messages/FormSettings'
import { subscribeAction } from './internal/newsletter/action'
import { NewsletterLists } from './internal/newsletter/collections/NewsletterLists'
import { NewsletterSubscribers } from './internal/newsletter/collections/NewsletterSubscribers'

/**
 * The site's forms (spec area C): the contact form module's submissions, the form messages and
 * retention of the form settings, the bot protection every public form shares (ALTCHA proof of work,
 * or a hosted siteverify captcha), and the newsletter opt-in.
 */
export const forms = defineFeature({
  name: 'forms',
  collections: [
    // Contact form and bot protection
    FormSubmissions,
    BotTokens,
    // Newsletter opt-in
    NewsletterLists,
    NewsletterSubscribers,
  ],
  globals: [FormSettings],
  ajaxActions: [subscribeAction],
  // Imported when the server starts, so the Payload config never loads the job's code.
  onServerStart: async () => {
    const { startFormRetention } = await import('./internal/contact/retention')
    startFormRetention()
    const { startNewsletterSync } = await import('./internal/newsletter/server/start')
    startNewsletterSync()
  },
})
