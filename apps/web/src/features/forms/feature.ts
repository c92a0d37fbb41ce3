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
  // Imported when a task runs, so the Payload config never loads the jobs' code.
  tasks: [
    {
      slug: 'forms-retention',
      label: { sv: 'Gallra gamla inskick', en: 'Delete old submissions' },
      cron: '17 * * * *',
      handler: async ({ req }) => {
        const { applyFormRetention } = await import('./internal/contact/retention')
        return { output: await applyFormRetention(req.payload) }
      },
    },
    {
      // Each subscriber is claimed and backs off by itself; this only looks for those due.
      slug: 'newsletter-sync',
      label: {
        sv: 'Skicka prenumeranter till nyhetsbrevstjänsten',
        en: 'Send subscribers to the newsletter service',
      },
      cron: '* * * * *',
      handler: async ({ req }) => {
        const { syncDue } = await import('./internal/newsletter/server/sync')
        return { output: await syncDue(req.payload) }
      },
    },
  ],
})
