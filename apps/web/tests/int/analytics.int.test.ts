import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestSite, type TestSite } from './harness'

let site: TestSite
let analytics: typeof import('@/features/analytics')
let queryRows: typeof import('@/platform/database/sql').queryRows
let sql: typeof import('@/platform/database/sql').sql

beforeAll(async () => {
  site = await startTestSite()
  analytics = await import('@/features/analytics')
  ;({ queryRows, sql } = await import('@/platform/database/sql'))
}, 120_000)

afterAll(async () => {
  await site?.close()
})

type Event = Record<string, unknown> & { id: string }

/** A browser's POST to /api/statistik, as sendBeacon makes it (text/plain, same origin). */
function beacon(events: Event[], { ip, origin }: { ip: string; origin?: string }) {
  return analytics.postAnalyticsEvents(
    new Request('http://localhost:3000/api/statistik', {
      method: 'POST',
      body: JSON.stringify({ e: events }),
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        host: 'localhost:3000',
        'x-forwarded-for': ip,
        ...(origin ? { origin } : {}),
      },
    }),
  )
}

async function storedCount(where = sql`1 = 1`): Promise<{ rows: number; distinct: number }> {
  const [row] = await queryRows(
    site.payload,
    undefined,
    sql`SELECT count(*) AS n, count(DISTINCT event_id) AS d FROM analytics_events WHERE ${where}`,
  )
  return { rows: Number(row?.n), distinct: Number(row?.d) }
}

/** One page view's events: a view, the four depths and clicks, with the tracker's id shape. */
function pageViewEvents(view: string, path: string, clicks: number): Event[] {
  const events: Event[] = [{ id: `${view}.0`, t: 'pageview', p: path }]
  for (const d of [25, 50, 75, 100])
    events.push({ id: `${view}.${events.length}`, t: 'scroll', p: path, d })
  for (let i = 0; i < clicks; i++)
    events.push({
      id: `${view}.${events.length}`,
      t: 'click',
      p: path,
      c: 'Industriunderhåll',
      a: 'Klick',
      l: ['Beställ', 'Huvudvideo', 'Demovideo'][i % 3],
    })
  return events
}

describe('ingest', () => {
  it('stores every distinct event once from 20 concurrent senders that retry', async () => {
    const before = await storedCount()
    const distinct = new Set<string>()
    let sentTotal = 0
    await Promise.all(
      Array.from({ length: 20 }, async (_, sender) => {
        const ip = `203.0.113.${sender + 1}`
        for (let v = 0; v < 8; v++) {
          const view = `s${String(sender).padStart(2, '0')}v${v}abcdefgh`
          const events = pageViewEvents(view, '/industriunderhall', 6)
          for (const e of events) distinct.add(e.id)
          // Sent in two batches, as the tracker does; every other batch is retried at once (a
          // beacon the browser sent again) and every third again later with part of the next.
          const batches = [events.slice(0, 5), events.slice(5)]
          for (const [b, batch] of batches.entries()) {
            const sends =
              v % 2 === 0 ? [beacon(batch, { ip }), beacon(batch, { ip })] : [beacon(batch, { ip })]
            const answers = await Promise.all(sends)
            sentTotal += batch.length * sends.length
            for (const answer of answers) expect(answer.status).toBe(204)
            if ((v + b) % 3 === 0) {
              const again = await beacon([...batch, ...events.slice(0, 1)], { ip })
              sentTotal += batch.length + 1
              expect(again.status).toBe(204)
            }
          }
        }
      }),
    )
    const after = await storedCount()
    expect(sentTotal).toBeGreaterThan(distinct.size)
    expect(after.rows - before.rows).toBe(distinct.size)
    expect(after.distinct).toBe(after.rows)
  })

  it('refuses a batch with one bad event with a Swedish message and stores none of it', async () => {
    const before = await storedCount()
    const events = pageViewEvents('badbatchabcdef', '/', 2)
    events[3] = { ...events[3]!, d: 33 }
    const response = await beacon(events, { ip: '203.0.113.100' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: 'Scrolldjupet ska vara 25, 50, 75, 100 procent. (händelse 4)',
    })
    expect(await storedCount()).toEqual(before)
  })

  it('refuses a batch from another site, one too large and a flood, storing nothing', async () => {
    const before = await storedCount()
    const events = pageViewEvents('crosssiteabcdef', '/', 1)
    const cross = await beacon(events, { ip: '203.0.113.101', origin: 'https://evil.example' })
    expect(cross.status).toBe(403)
    expect((await cross.json()).message).toBe(
      'Händelser tas bara emot från webbplatsens egna sidor.',
    )

    const huge = await beacon(
      Array.from({ length: 50 }, (_, i) => ({
        id: `hugebatchabcdef.${i}`,
        t: 'click',
        p: `/${'x'.repeat(299)}`,
        c: 'K'.repeat(100),
        a: 'A'.repeat(100),
        l: 'L'.repeat(100),
      })),
      { ip: '203.0.113.102' },
    )
    expect(huge.status).toBe(413)
    expect(await storedCount()).toEqual(before)

    // 600 events a minute from one address are fine (12 batches of 50); the 13th batch is not.
    const ip = '203.0.113.103'
    for (let b = 0; b < 12; b++) {
      const batch = Array.from({ length: 50 }, (_, i) => ({
        id: `floodabcdef${b}.${i}`,
        t: 'pageview',
        p: '/flood',
      }))
      expect((await beacon(batch, { ip })).status).toBe(204)
    }
    const flooded = await beacon([{ id: 'floodabcdefx.0', t: 'pageview', p: '/flood' }], { ip })
    expect(flooded.status).toBe(429)
    expect((await flooded.json()).message).toBe(
      'För många händelser från din adress. Försök igen om en stund.',
    )
    expect((await storedCount(sql`path = '/flood'`)).rows).toBe(600)
    // Another address is not held back by the flood.
    expect((await beacon(events, { ip: '203.0.113.104' })).status).toBe(204)
  })
})

describe('daily rollup, dashboard and retention', () => {
  const row = (eventId: string, day: string, kind: string, path: string, names: string[] = []) => ({
    eventId,
    viewId: eventId.split('.')[0]!,
    day,
    kind: kind as 'pageview' | 'click' | 'scroll',
    path,
    category: names[0] ?? '',
    action: names[1] ?? '',
    label: names[2] ?? '',
  })
  const order = ['Industriunderhåll', 'Klick', 'Beställ']
  const video = ['Industriunderhåll', 'Klick', 'Demovideo']

  async function daily(day: string) {
    const rows = await queryRows(
      site.payload,
      undefined,
      sql`SELECT kind, path, category, action, label, total FROM analytics_daily WHERE day = ${day}
          ORDER BY kind, path, category, action, label`,
    )
    return rows.map(
      (r) => `${r.kind} ${r.path} ${r.category}/${r.action}/${r.label} = ${Number(r.total)}`,
    )
  }

  it('counts page views, events and scroll depths per day; recounting changes nothing', async () => {
    await analytics.insertEvents(site.payload, [
      row('rollupaaaaaa.0', '2026-01-10', 'pageview', '/industriunderhall'),
      row('rollupaaaaaa.1', '2026-01-10', 'scroll', '/industriunderhall', ['', '', '25']),
      row('rollupaaaaaa.2', '2026-01-10', 'scroll', '/industriunderhall', ['', '', '50']),
      row('rollupaaaaaa.3', '2026-01-10', 'click', '/industriunderhall', order),
      row('rollupbbbbbb.0', '2026-01-10', 'pageview', '/industriunderhall'),
      row('rollupbbbbbb.1', '2026-01-10', 'scroll', '/industriunderhall', ['', '', '25']),
      row('rollupbbbbbb.2', '2026-01-10', 'click', '/industriunderhall', order),
      row('rollupbbbbbb.3', '2026-01-10', 'click', '/industriunderhall', video),
      row('rollupcccccc.0', '2026-01-11', 'pageview', '/'),
      row('rollupcccccc.1', '2026-01-11', 'pageview', '/industriunderhall'),
    ])
    await analytics.rollUpAnalytics(site.payload)
    await analytics.rollUpAnalytics(site.payload)
    expect(await daily('2026-01-10')).toEqual([
      'click /industriunderhall Industriunderhåll/Klick/Beställ = 2',
      'click /industriunderhall Industriunderhåll/Klick/Demovideo = 1',
      'pageview /industriunderhall // = 2',
      'scroll /industriunderhall //25 = 2',
      'scroll /industriunderhall //50 = 1',
    ])
    expect(await daily('2026-01-11')).toEqual([
      'pageview / // = 1',
      'pageview /industriunderhall // = 1',
    ])
  })

  it('recounts today when more of its events arrive, each id once', async () => {
    const today = analytics.dayOf(new Date())
    await analytics.insertEvents(site.payload, [
      row('rollupdddddd.0', today, 'pageview', '/rollup-today'),
      row('rollupdddddd.1', today, 'click', '/rollup-today', order),
    ])
    await analytics.rollUpAnalytics(site.payload)
    await analytics.insertEvents(site.payload, [
      // The same event again (a retried batch): not counted twice.
      row('rollupdddddd.1', today, 'click', '/rollup-today', order),
      row('rollupeeeeee.0', today, 'pageview', '/rollup-today'),
    ])
    await analytics.rollUpAnalytics(site.payload)
    expect((await daily(today)).filter((line) => line.includes('/rollup-today'))).toEqual([
      'click /rollup-today Industriunderhåll/Klick/Beställ = 1',
      'pageview /rollup-today // = 2',
    ])
  })

  it('gives the dashboard page views, events by label and scroll funnels for a range', async () => {
    const data = await analytics.dashboardData(site.payload, {
      from: '2026-01-10',
      to: '2026-01-12',
      days: 3,
    })
    expect(data.pageViews).toBe(4)
    expect(data.events).toBe(3)
    expect(data.viewsByDay).toEqual([
      { day: '2026-01-10', views: 2 },
      { day: '2026-01-11', views: 2 },
      { day: '2026-01-12', views: 0 },
    ])
    expect(data.topPages).toEqual([
      { path: '/industriunderhall', views: 3 },
      { path: '/', views: 1 },
    ])
    expect(data.eventsByLabel).toEqual([
      { category: 'Industriunderhåll', action: 'Klick', label: 'Beställ', total: 2 },
      { category: 'Industriunderhåll', action: 'Klick', label: 'Demovideo', total: 1 },
    ])
    expect(data.industriunderhall.views).toBe(3)
    expect(data.industriunderhall.funnel.depths).toEqual({ 25: 2, 50: 1, 75: 0, 100: 0 })
    expect(data.industriunderhall.events.map((e) => `${e.label} ${e.total}`)).toEqual([
      'Beställ 2',
      'Huvudvideo 0',
      'Introduktionsvideo 0',
      'Demovideo 1',
      'Videosektion 0',
    ])
  })

  it('prunes raw events of days past the retention and keeps their daily totals', async () => {
    const dayBefore = await daily('2026-01-10')
    const { before } = await analytics.pruneAnalytics(site.payload, {
      now: new Date('2026-01-20T12:00:00Z'),
      days: 9,
    })
    // The cutoff (9 days before 20 January) is older than the day the rollup still recounts.
    expect(before).toBe('2026-01-11')
    expect((await storedCount(sql`day = '2026-01-10'`)).rows).toBe(0)
    expect((await storedCount(sql`day = '2026-01-11'`)).rows).toBeGreaterThan(0)
    await analytics.rollUpAnalytics(site.payload)
    expect(await daily('2026-01-10')).toEqual(dayBefore)
  })
})
