import type { Payload } from 'payload'

import { queryRows, sql } from '@/platform/database/sql'

import {
  INDUSTRIUNDERHALL_CATEGORY,
  INDUSTRIUNDERHALL_PATH,
  industriunderhallEvents,
  SCROLL_DEPTHS,
  type ScrollDepth,
} from '../../routing'
import { addDays } from './day'
import type { DayRange } from './range'
import { rollUpAnalytics } from './store'

export type { DayRange } from './range'
export { parseRange } from './range'

export type Funnel = { path: string; views: number; depths: Record<ScrollDepth, number> }
export type LabelCount = { category: string; action: string; label: string; total: number }

export type DashboardData = {
  range: DayRange
  pageViews: number
  events: number
  viewsByDay: { day: string; views: number }[]
  topPages: { path: string; views: number }[]
  eventsByLabel: LabelCount[]
  funnels: Funnel[]
  industriunderhall: { views: number; events: LabelCount[]; funnel: Funnel }
}

const n = (value: unknown) => Number(value ?? 0) || 0
const s = (value: unknown) => (value == null ? '' : String(value))

/**
 * What the Statistik view shows for a range, from the daily totals (today's recounted first, so the
 * dashboard is current). Pages are ranked by views; the funnel shows how many of a page's views
 * reached each scroll depth.
 */
export async function dashboardData(payload: Payload, range: DayRange): Promise<DashboardData> {
  await rollUpAnalytics(payload)
  const within = sql`day >= ${range.from} AND day <= ${range.to}`
  const [byKind, byDay, byPage, byLabel, byDepth] = await Promise.all([
    queryRows(
      payload,
      undefined,
      sql`SELECT kind, sum(total) AS total FROM analytics_daily WHERE ${within} GROUP BY kind`,
    ),
    queryRows(
      payload,
      undefined,
      sql`SELECT day, sum(total) AS views FROM analytics_daily
          WHERE kind = 'pageview' AND ${within} GROUP BY day`,
    ),
    queryRows(
      payload,
      undefined,
      sql`SELECT path, sum(total) AS views FROM analytics_daily
          WHERE kind = 'pageview' AND ${within} GROUP BY path ORDER BY views DESC, path LIMIT 200`,
    ),
    queryRows(
      payload,
      undefined,
      sql`SELECT category, action, label, sum(total) AS total FROM analytics_daily
          WHERE kind = 'click' AND ${within}
          GROUP BY category, action, label ORDER BY total DESC, category, action, label LIMIT 200`,
    ),
    queryRows(
      payload,
      undefined,
      sql`SELECT path, label, sum(total) AS total FROM analytics_daily
          WHERE kind = 'scroll' AND ${within} GROUP BY path, label`,
    ),
  ])

  const totalOf = (kind: string) => n(byKind.find((r) => r.kind === kind)?.total)
  const perDay = new Map(byDay.map((r) => [s(r.day), n(r.views)]))
  const viewsByDay = Array.from({ length: range.days }, (_, i) => {
    const day = addDays(range.from, i)
    return { day, views: perDay.get(day) ?? 0 }
  })
  const topPages = byPage.map((r) => ({ path: s(r.path), views: n(r.views) }))
  const eventsByLabel = byLabel.map((r) => ({
    category: s(r.category),
    action: s(r.action),
    label: s(r.label),
    total: n(r.total),
  }))

  const depthsOf = new Map<string, Record<ScrollDepth, number>>()
  for (const r of byDepth) {
    const depth = Number(r.label) as ScrollDepth
    if (!SCROLL_DEPTHS.includes(depth)) continue
    const path = s(r.path)
    const depths = depthsOf.get(path) ?? { 25: 0, 50: 0, 75: 0, 100: 0 }
    depths[depth] += n(r.total)
    depthsOf.set(path, depths)
  }
  const viewsOf = new Map(topPages.map((p) => [p.path, p.views]))
  const funnelOf = (path: string): Funnel => ({
    path,
    views: viewsOf.get(path) ?? 0,
    depths: depthsOf.get(path) ?? { 25: 0, 50: 0, 75: 0, 100: 0 },
  })
  const funnelPaths = [...new Set([...topPages.map((p) => p.path), ...depthsOf.keys()])]

  const named = Object.values(industriunderhallEvents)
  const counted = (e: { category: string; action: string; label: string }) =>
    eventsByLabel.find(
      (x) => x.category === e.category && x.action === e.action && x.label === e.label,
    )?.total ?? 0
  const others = eventsByLabel.filter(
    (x) =>
      x.category === INDUSTRIUNDERHALL_CATEGORY &&
      !named.some((e) => e.action === x.action && e.label === x.label),
  )

  return {
    range,
    pageViews: totalOf('pageview'),
    events: totalOf('click'),
    viewsByDay,
    topPages: topPages.slice(0, 20),
    eventsByLabel: eventsByLabel.slice(0, 50),
    funnels: funnelPaths.slice(0, 20).map(funnelOf),
    industriunderhall: {
      views: viewsOf.get(INDUSTRIUNDERHALL_PATH) ?? 0,
      events: [...named.map((e) => ({ ...e, total: counted(e) })), ...others],
      funnel: funnelOf(INDUSTRIUNDERHALL_PATH),
    },
  }
}
