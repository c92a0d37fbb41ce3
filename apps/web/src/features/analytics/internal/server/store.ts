import type { Payload } from 'payload'

import { queryRows, sql, unitOfWork } from '@/platform/database/sql'

import { DEFAULT_ANALYTICS_RETENTION_DAYS } from '../collections/AnalyticsSettings'
import { addDays, dayOf } from './day'
import type { EventRow } from './wire'

// Eight parameters a row; SQLite allows 32,766 per statement, PostgreSQL 65,535.
const ROWS_PER_STATEMENT = 500

/**
 * Appends events: one multi-row INSERT per 500 rows, all in one transaction. An event id already
 * stored is skipped (the unique index on event_id), so a batch the browser sent twice, or two
 * processes given the same batch, store each event once.
 */
export async function insertEvents(payload: Payload, rows: readonly EventRow[]): Promise<void> {
  if (!rows.length) return
  await unitOfWork(payload, async (req) => {
    for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
      const values = rows
        .slice(i, i + ROWS_PER_STATEMENT)
        .map(
          (r) =>
            sql`(${r.eventId}, ${r.viewId}, ${r.day}, ${r.kind}, ${r.path}, ${r.category}, ${r.action}, ${r.label})`,
        )
      await queryRows(
        payload,
        req,
        sql`INSERT INTO analytics_events (event_id, view_id, day, kind, path, category, action, label)
            VALUES ${sql.join(values, sql`, `)}
            ON CONFLICT (event_id) DO NOTHING`,
      )
    }
  })
}

async function lastRolledDay(payload: Payload): Promise<string | null> {
  const [row] = await queryRows(
    payload,
    undefined,
    sql`SELECT max(day) AS last FROM analytics_daily`,
  )
  return (row?.last as string | null | undefined) ?? null
}

/**
 * Counts the raw events per day, kind, page and names into `analytics_daily`. It recounts from the
 * day before the last one rolled up (events are dated on arrival, so only today and, just after
 * midnight, yesterday still change; the first run counts everything), replacing each group's total
 * with the new count: running it twice, or in two processes at once, gives the same rows.
 */
export async function rollUpAnalytics(payload: Payload): Promise<{ since: string }> {
  const last = await lastRolledDay(payload)
  const since = last ? addDays(last, -1) : '0000-01-01'
  await unitOfWork(payload, (req) =>
    queryRows(
      payload,
      req,
      sql`INSERT INTO analytics_daily (day, kind, path, category, action, label, total)
          SELECT day, kind, path, category, action, label, count(*)
          FROM analytics_events
          WHERE day >= ${since}
          GROUP BY day, kind, path, category, action, label
          ON CONFLICT (day, kind, path, category, action, label) DO UPDATE SET total = excluded.total`,
    ),
  )
  return { since }
}

/** The retention days of the analytics settings (the default when unset). */
export async function retentionDays(payload: Payload): Promise<number> {
  const settings = await payload.findGlobal({
    slug: 'analytics-settings',
    depth: 0,
    overrideAccess: true,
  })
  const days = settings.retentionDays
  return typeof days === 'number' && days >= 2 ? days : DEFAULT_ANALYTICS_RETENTION_DAYS
}

/**
 * Deletes raw events of the days older than the retention (their daily totals stay). Whole days
 * only, and never a day the rollup still recounts (it starts the day before the last rolled day),
 * so a total is never recounted from a half-deleted day.
 */
export async function pruneAnalytics(
  payload: Payload,
  { now = new Date(), days }: { now?: Date; days?: number } = {},
): Promise<{ before: string | null }> {
  const last = await lastRolledDay(payload)
  if (!last) return { before: null }
  const keep = days ?? (await retentionDays(payload))
  const cutoff = addDays(dayOf(now), -keep)
  const guard = addDays(last, -1)
  const before = cutoff < guard ? cutoff : guard
  await unitOfWork(payload, (req) =>
    queryRows(payload, req, sql`DELETE FROM analytics_events WHERE day < ${before}`),
  )
  return { before }
}
