/**
 * First-party analytics: server verbs and domain types. The browser side is client.ts; the event
 * names, the tag attributes and the admin field are in routing.ts (pure).
 */
export { postAnalyticsEvents, ingestEvents, type IngestOutcome } from './internal/server/ingest'
export { eventBuffer } from './internal/server/ingest'
export { insertEvents, pruneAnalytics, rollUpAnalytics } from './internal/server/store'
export { runAnalyticsJobs } from './internal/server/jobs'
export {
  dashboardData,
  parseRange,
  type DashboardData,
  type DayRange,
} from './internal/server/dashboard'
export { dayOf, addDays, SITE_TIME_ZONE } from './internal/server/day'
export { parseBatch, MAX_BATCH_EVENTS, type EventRow } from './internal/server/wire'
export { DEFAULT_ANALYTICS_RETENTION_DAYS } from './internal/collections/AnalyticsSettings'
