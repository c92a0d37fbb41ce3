import { postAnalyticsEvents } from '@/features/analytics'

// The first-party analytics tracker's batches; see features/analytics/internal/server/ingest.ts.
export const POST = postAnalyticsEvents
export const dynamic = 'force-dynamic'
