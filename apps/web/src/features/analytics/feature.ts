import { defineFeature } from '@/platform/feature'

import { statistikAdmin } from './internal/admin/plugin'
import { AnalyticsDaily } from './internal/collections/AnalyticsDaily'
import { AnalyticsEvents } from './internal/collections/AnalyticsEvents'
import { AnalyticsSettings } from './internal/collections/AnalyticsSettings'

/**
 * First-party analytics (spec 1, 7.4, 9.8): a small tracker on every page (page views, tagged clicks,
 * scroll depth; no cookie, no personal data, never in builder mode) posting batches to
 * /api/statistik, stored in batches, rolled up per day, pruned after the retention, and the
 * admin's *Statistik* dashboard. GA4 gets the same events through gtag after analytics consent.
 */
export const analytics = defineFeature({
  name: 'analytics',
  collections: [AnalyticsEvents, AnalyticsDaily],
  globals: [AnalyticsSettings],
  plugins: [statistikAdmin],
  slots: () => import('./slots'),
  // Imported when the task runs, so the Payload config never loads the job's code.
  tasks: [
    {
      slug: 'analytics-rollup',
      label: { sv: 'Summera och gallra statistik', en: 'Roll up and prune statistics' },
      cron: '*/5 * * * *',
      handler: async ({ req }) => {
        const { runAnalyticsJobs } = await import('./internal/server/jobs')
        return { output: await runAnalyticsJobs(req.payload) }
      },
    },
  ],
})
