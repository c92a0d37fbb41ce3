import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { startTestSite, type TestSite } from './harness'

let site: TestSite
let ajax: typeof import('@/platform/ajax')
let ajaxActions: typeof import('@/features/registry').ajaxActions
let createNonce: typeof import('@/platform/nonce').createNonce
const logger = { warn: vi.fn() }

let pageId: number
let testId: number
let subjects: string[]

beforeAll(async () => {
  site = await startTestSite()
  ajax = await import('@/platform/ajax')
  ;({ ajaxActions } = await import('@/features/registry'))
  ;({ createNonce } = await import('@/platform/nonce'))
  const heading = (text: string) => ({ blockType: 'heading' as const, text, level: 'h2' as const })
  const page = await site.payload.create({
    collection: 'pages',
    data: {
      title: 'Delningstest',
      slug: 'delningstest-int',
      _status: 'published',
      layout: [
        {
          blockType: 'section',
          rows: [
            {
              blockType: 'row',
              structure: '1_1',
              columns: [{ modules: [heading('Original'), heading('Variant'), heading('Mål')] }],
            },
          ],
        },
      ],
    },
  })
  const modules = page.layout![0]!.rows![0]!.columns![0]!.modules!
  subjects = [modules[0]!.id!, modules[1]!.id!]
  const started = await site.payload.update({
    collection: 'pages',
    id: page.id,
    data: {
      _status: 'published',
      abTest: {
        status: 'running',
        subjects: subjects.map((blockId) => ({ blockId })),
        goal: 'module',
        goalBlockId: modules[2]!.id!,
        bounceRate: 5,
      },
    },
  })
  pageId = page.id
  testId = started.abTest!.testId!
})

afterAll(async () => {
  await site?.close()
})

const call = (fields: Record<string, unknown>, ip = '127.0.0.1') =>
  ajax.dispatchAjax(fields, ajaxActions, { payload: site.payload, ip, now: new Date(), logger })

const askSubject = (visitor?: string, onPage: string[] = subjects) =>
  call({
    action: 'et_pb_ab_get_subject_id',
    et_frontend_nonce: createNonce('et_frontend_nonce'),
    et_pb_ab_test_id: String(testId),
    subjects: onPage.join(','),
    ...(visitor ? { visitor } : {}),
  })

const getSubject = async (visitor?: string) => {
  const result = await askSubject(visitor)
  expect(result.status).toBe(200)
  return result.body.data as { id: string; content: string; visitor: string }
}

const send = (
  visitor: string,
  records: { test_id: number; subject_id: string; record_type: string }[],
) =>
  call({
    action: 'et_pb_update_stats_table',
    et_ab_log_nonce: createNonce('et_ab_log_nonce'),
    stats_data_array: JSON.stringify(records),
    visitor,
  })

async function counts() {
  const { readCounts } = await import('@/features/ab-testing/internal/server/store')
  return readCounts(site.payload, undefined, testId)
}

describe('split tests on the server', () => {
  it('gives a started test a number and assigns visitors their subject, kept and balanced', async () => {
    expect(testId).toBeGreaterThan(0)
    const first = await getSubject()
    expect(first.id).toMatch(new RegExp(`^${pageId}_(${subjects.join('|')})$`))
    expect(typeof first.content).toBe('string')
    expect((await getSubject(first.visitor)).id).toBe(first.id)
    const second = await getSubject()
    expect(second.id).not.toBe(first.id)
    const seen = new Map<string, number>()
    for (let i = 0; i < 8; i++) {
      const id = (await getSubject()).id
      seen.set(id, (seen.get(id) ?? 0) + 1)
    }
    expect([...seen.values()]).toEqual([4, 4])
  })

  it('counts no visitor for a subject their page lacks unless it can send its HTML', async () => {
    const { forgetSubjectContent } = await import('@/features/ab-testing/internal/server/content')
    const impressions = async () =>
      (await counts()).filter((c) => c.recordType === 'impression').reduce((n, c) => n + c.count, 0)
    const next = async () => {
      const { nextSubject } = await import('@/features/ab-testing/internal/server/store')
      return nextSubject(site.payload, testId, subjects)
    }
    // The published page as this server reads it: first one without the subjects (cached before the
    // test started), then the real one.
    const subject = await next()
    const mark = `${pageId}_${subject}`
    const html = `<div class="ab-subject" data-ab-subject="${mark}"><h2>Rubrik</h2></div>`
    let published = '<main><h2>Rubrik</h2></main>'
    const realFetch = globalThis.fetch
    vi.stubGlobal('fetch', async (url: string | URL, init?: RequestInit) =>
      String(url).endsWith('/delningstest-int')
        ? new Response(published, { headers: { 'Content-Type': 'text/html' } })
        : realFetch(url, init),
    )
    try {
      // The visitor's page lacks the subject and the server has no HTML of it: nothing is assigned
      // and nothing counted (their page shows the control).
      forgetSubjectContent()
      const before = await impressions()
      const refused = await askSubject(undefined, [])
      expect(refused.status).toBe(503)
      expect(await impressions()).toBe(before)
      // With the subject in the published page, its HTML comes with the first answer.
      forgetSubjectContent()
      published = `<main><div class="ab-test">${html}</div></main>`
      const answered = await askSubject(undefined, [])
      expect(answered.status).toBe(200)
      expect(answered.body.data).toMatchObject({ id: mark, content: html })
      expect(await impressions()).toBe(before + 1)
    } finally {
      vi.unstubAllGlobals()
      forgetSubjectContent()
    }
  })

  it('refuses a forged visitor, a bad nonce, a foreign subject, an unknown type and a stopped test', async () => {
    const { visitor, id } = await getSubject()
    const mine = id.split('_')[1]!
    const other = subjects.find((s) => s !== mine)!
    const ok = { test_id: testId, subject_id: mine, record_type: 'read_page' }
    expect((await send(`${'0'.repeat(24)}.${'0'.repeat(24)}`, [ok])).status).toBe(403)
    const badNonce = await call({
      action: 'et_pb_update_stats_table',
      et_ab_log_nonce: createNonce('et_frontend_nonce'),
      stats_data_array: JSON.stringify([ok]),
      visitor,
    })
    expect(badNonce.status).toBe(403)
    expect((await send(visitor, [{ ...ok, subject_id: other }])).status).toBe(409)
    expect((await send(visitor, [{ ...ok, subject_id: 'abc123' }])).status).toBe(400)
    const unknown = await send(visitor, [{ ...ok, record_type: 'impression' }])
    expect(unknown.status).toBe(400)
    expect((unknown.body.data as { message: string }).message).toBe('Okänd händelsetyp.')
    expect((await send(visitor, [{ ...ok, test_id: testId + 1000 }])).status).toBe(409)
    const notJson = await call({
      action: 'et_pb_update_stats_table',
      et_ab_log_nonce: createNonce('et_ab_log_nonce'),
      stats_data_array: '[{',
      visitor,
    })
    expect((notJson.body.data as { message: string }).message).toBe(
      'Statistiken är inte giltig JSON.',
    )
    expect((await counts()).filter((c) => c.recordType === 'read_page')).toEqual([])
  })

  it('counts 20 concurrent visitors × retries once per record', async () => {
    const before = await counts()
    const visitors = await Promise.all(Array.from({ length: 20 }, () => getSubject()))
    const types = ['read_page', 'read_goal', 'view_goal', 'click_goal'] as const
    // Each visitor sends each of its records three times, all at once and interleaved.
    const sends = visitors.flatMap(({ visitor, id }) =>
      [0, 1, 2].flatMap(() =>
        types.map((record_type) =>
          send(visitor, [{ test_id: testId, subject_id: id.split('_')[1]!, record_type }]),
        ),
      ),
    )
    const results = await Promise.all(sends)
    expect(results.every((r) => r.status === 200)).toBe(true)
    const counted = results.reduce((n, r) => n + (r.body.data as { counted: number }).counted, 0)
    expect(counted).toBe(20 * types.length)
    // A replay of a whole batch later counts nothing either.
    const { visitor, id } = visitors[0]!
    const replay = await send(
      visitor,
      types.map((record_type) => ({ test_id: testId, subject_id: id.split('_')[1]!, record_type })),
    )
    expect((replay.body.data as { counted: number }).counted).toBe(0)
    const after = await counts()
    const total = (rows: typeof after, type: string) =>
      rows.filter((c) => c.recordType === type).reduce((n, c) => n + c.count, 0)
    for (const type of types) expect(total(after, type) - total(before, type)).toBe(20)
    expect(total(after, 'impression') - total(before, 'impression')).toBe(20)
    // The counters agree with the log of distinct records.
    const { queryRows, sql } = await import('@/platform/database/sql')
    const rows = await queryRows(
      site.payload,
      undefined,
      sql`SELECT record_type, COUNT(*) AS n FROM ab_records WHERE test_id = ${testId} GROUP BY record_type`,
    )
    for (const row of rows) expect(total(after, String(row.record_type))).toBe(Number(row.n))
  })

  it('reports per subject and ends the test with the winner published as a new version', async () => {
    const { reportOf } = await import('@/features/ab-testing/internal/server/report')
    const { testOfPage, forgetTests } = await import('@/features/ab-testing/internal/server/tests')
    const page = await site.payload.findByID({ collection: 'pages', id: pageId, depth: 0 })
    const report = await reportOf(site.payload, testOfPage(page)!)
    expect(report.subjects.map((s) => s.id)).toEqual(subjects)
    expect(report.subjects.reduce((n, s) => n + s.impressions, 0)).toBeGreaterThanOrEqual(30)
    expect(report.tooSmall).toBe(true)
    const { keepWinner } = await import('@/features/ab-testing/internal/layoutTree')
    await site.payload.update({
      collection: 'pages',
      id: pageId,
      data: {
        _status: 'published',
        layout: keepWinner(page.layout, subjects, subjects[1]!) as never,
        abTest: { ...page.abTest, status: 'ended', winner: subjects[1]! },
      },
    })
    forgetTests()
    const ended = await site.payload.findByID({ collection: 'pages', id: pageId, depth: 0 })
    const modules = ended.layout![0]!.rows![0]!.columns![0]!.modules!
    expect(modules.map((m) => (m as { text?: string }).text)).toEqual(['Variant', 'Mål'])
    const { visitor, id } = { visitor: '', id: '' }
    void visitor
    void id
    const refused = await call({
      action: 'et_pb_ab_get_subject_id',
      et_frontend_nonce: createNonce('et_frontend_nonce'),
      et_pb_ab_test_id: String(testId),
    })
    expect(refused.status).toBe(404)
  })
})
