import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/testApp.js'
import { migrate } from '../db/database.js'
import { countPageViews } from './insight.js'

let t: TestApp
beforeEach(() => {
  t = createTestApp()
})
afterEach(() => t.close())

const view = {
  pid: '4711',
  requestId: 'view-0001-abcd',
  url: 'http://127.0.0.1:3000/medarbetare-i-natverket',
  referrer: 'http://127.0.0.1:3000/',
}

const collect = (body: unknown, type = 'text/plain;charset=UTF-8') =>
  t.app.request('/insight/collect', {
    method: 'POST',
    headers: { 'Content-Type': type, 'User-Agent': 'insight-test' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

describe('insight tag', () => {
  it('serves the tag script and its late stylesheet to any page', async () => {
    const script = await t.get('/insight.js')
    expect(script.status).toBe(200)
    expect(script.headers.get('Content-Type')).toMatch(/^application\/javascript/)
    expect(script.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin')
    const source = await script.text()
    expect(source).toContain("getAttribute('data-partner-id')")
    expect(source).toContain('/insight/collect')
    expect(source).toContain('/insight/insight.css')

    const css = await t.get('/insight/insight.css')
    expect(css.status).toBe(200)
    expect(css.headers.get('Content-Type')).toMatch(/^text\/css/)
    expect(css.headers.get('Access-Control-Allow-Origin')).toBe('*')
  })

  it('records a page view per partner id, with the page and the referrer', async () => {
    const res = await collect(view)
    expect(res.status).toBe(204)
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*')
    expect(countPageViews(t.app.db, '4711')).toBe(1)
    expect(countPageViews(t.app.db, '9999')).toBe(0)
    const row = t.app.db
      .prepare("SELECT * FROM insight_page_views WHERE request_id = 'view-0001-abcd'")
      .get() as Record<string, unknown>
    expect(row).toMatchObject({
      partner_id: '4711',
      url: view.url,
      referrer: view.referrer,
      user_agent: 'insight-test',
      created_at: '2026-11-21T12:00:00.000Z',
    })
  })

  it('counts a resent page view (same request id) once, over POST and GET alike', async () => {
    await collect(view)
    await collect(view, 'application/json')
    const get = await t.get(`/insight/collect?${new URLSearchParams(view)}`)
    expect(get.status).toBe(204)
    expect(countPageViews(t.app.db, '4711')).toBe(1)
    await collect({ ...view, requestId: 'view-0002-abcd' })
    expect(countPageViews(t.app.db, '4711')).toBe(2)
  })

  it('keeps the same request id of two partners apart', async () => {
    await collect(view)
    await collect({ ...view, pid: '4712' })
    expect(countPageViews(t.app.db, '4711')).toBe(1)
    expect(countPageViews(t.app.db, '4712')).toBe(1)
  })

  it.each([
    ['a partner id that is not digits', { ...view, pid: 'abc' }, 'pid must be a partner id'],
    ['no request id', { ...view, requestId: undefined }, 'requestId'],
    ['a short request id', { ...view, requestId: 'x1' }, 'requestId must be 8-64'],
    ['a page that is not http(s)', { ...view, url: 'javascript:alert(1)' }, 'url must be'],
  ])('refuses %s, names the field and stores nothing', async (_name, body, message) => {
    const res = await collect(body)
    expect(res.status).toBe(400)
    expect(await res.text()).toContain(message)
    expect(t.scalar('SELECT COUNT(*) FROM insight_page_views')).toBe(0)
    expect(t.logs.some((l) => l.event === 'refused_input')).toBe(true)
  })

  it('refuses a body that is not a JSON object', async () => {
    const res = await collect('pid=4711&requestId=view-0001-abcd')
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('must be a JSON object')
    expect(t.scalar('SELECT COUNT(*) FROM insight_page_views')).toBe(0)
  })
})

describe('the demo company', () => {
  it('carries the demo site’s name, also in a database seeded before the rename', () => {
    const db = t.app.db
    const company = () =>
      db.prepare('SELECT name, universal_name FROM companies WHERE id = 1001').get()
    const renamed = {
      name: 'Norrberg Industriservice AB',
      universal_name: 'norrberg-industriservice',
    }
    expect(company()).toMatchObject(renamed)
    // A database from before migration 5: the old names, no page views table.
    db.exec(`DROP TABLE insight_page_views;
      DELETE FROM schema_migrations WHERE version = 5;
      UPDATE companies SET name = 'Smedja Industriservice AB', universal_name = 'smedja-industriservice' WHERE id = 1001;
      UPDATE groups SET name = 'Smedja Industriservice – nyheter' WHERE id = 8001;
      UPDATE members SET headline = 'VD på Smedja Industriservice' WHERE id = 2010;`)
    migrate(db)
    expect(company()).toMatchObject(renamed)
    expect(db.prepare('SELECT name FROM groups WHERE id = 8001').get()).toMatchObject({
      name: 'Norrberg Industriservice – nyheter',
    })
    expect(db.prepare('SELECT headline FROM members WHERE id = 2010').get()).toMatchObject({
      headline: 'VD på Norrberg Industriservice',
    })
    expect(t.scalar('SELECT COUNT(*) FROM insight_page_views')).toBe(0)
  })
})
