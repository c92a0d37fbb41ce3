import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/testApp.js'

let t: TestApp
beforeEach(() => {
  t = createTestApp()
})
afterEach(() => t.close())

const activities = () => t.scalar('SELECT COUNT(*) FROM activities')
const SEEDED = 2

const beacon = {
  contractId: '4200',
  urlParserKey: 'kontakt',
  extra: 'formular=offert',
  url: 'https://smedja.example.se/kontakt',
  referrer: 'https://smedja.example.se/',
  apiKey: 'demo-api-key',
  activity: 'lead_submit',
  jobCode: 'SIS-UH-01',
  topUrl: 'https://smedja.example.se/kontakt',
  topReferrer: 'https://www.example.com/',
}

describe('/cws/csap/beacon', () => {
  it('stores every field of a GET beacon and answers 204', async () => {
    const res = await t.get(
      `/cws/csap/beacon?${new URLSearchParams({ ...beacon, requestId: 'beacon-0001' })}`,
    )
    expect(res.status).toBe(204)
    expect(activities()).toBe(SEEDED + 1)
    const row = t.app.db
      .prepare("SELECT * FROM activities WHERE request_id = 'beacon-0001'")
      .get() as Record<string, unknown>
    expect(row).toMatchObject({
      contract_id: '4200',
      url_parser_key: 'kontakt',
      extra: 'formular=offert',
      url: 'https://smedja.example.se/kontakt',
      referrer: 'https://smedja.example.se/',
      api_key: 'demo-api-key',
      activity: 'lead_submit',
      job_code: 'SIS-UH-01',
      top_url: 'https://smedja.example.se/kontakt',
      top_referrer: 'https://www.example.com/',
      created_at: '2026-11-21T12:00:00.000Z',
    })
  })

  it('stores a beacon with the same request id once', async () => {
    const url = `/cws/csap/beacon?${new URLSearchParams({ ...beacon, requestId: 'beacon-0002' })}`
    await t.get(url)
    await t.get(url)
    const post = await t.app.request('/cws/csap/beacon', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...beacon, requestId: 'beacon-0002' }),
    })
    expect(post.status).toBe(204)
    expect(activities()).toBe(SEEDED + 1)
  })

  it('stores beacons without a request id each time', async () => {
    await t.get(`/cws/csap/beacon?${new URLSearchParams(beacon)}`)
    await t.get(`/cws/csap/beacon?${new URLSearchParams(beacon)}`)
    expect(activities()).toBe(SEEDED + 2)
  })

  it('accepts sendBeacon bodies as text/plain JSON and as form data', async () => {
    const text = await t.app.request('/cws/csap/beacon', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ contractId: '1', url: 'https://a.se/' }),
    })
    const form = await t.app.request('/cws/csap/beacon', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ contractId: '2', url: 'https://b.se/' }).toString(),
    })
    expect([text.status, form.status]).toEqual([204, 204])
    expect(text.headers.get('Access-Control-Allow-Origin')).toBe('*')
    expect(activities()).toBe(SEEDED + 2)
  })

  it('answers a framed beacon with a document that runs the SDK', async () => {
    const res = await t.get(
      `/cws/csap/beacon?${new URLSearchParams({ ...beacon, xdOrigin: 'http://127.0.0.1:3000', xdChannel: 'b1' })}`,
    )
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<script src="/in.js"></script>')
    expect(activities()).toBe(SEEDED + 1)
  })

  it.each([
    ['without contractId', { ...beacon, contractId: '' }, 'contractId'],
    ['without url', { ...beacon, url: '' }, 'url'],
    ['with a javascript: url', { ...beacon, url: 'javascript:alert(1)' }, 'url'],
    ['with a bad referrer', { ...beacon, referrer: 'not a url' }, 'referrer'],
    ['with a bad contractId', { ...beacon, contractId: '42;DROP' }, 'contractId'],
    ['with a short request id', { ...beacon, requestId: 'x' }, 'requestId'],
    ['with an over-long extra', { ...beacon, extra: 'x'.repeat(2001) }, 'extra'],
  ])('refuses a beacon %s with 400, stores nothing and logs it', async (_name, fields, field) => {
    const res = await t.get(`/cws/csap/beacon?${new URLSearchParams(fields)}`)
    expect(res.status).toBe(400)
    expect(await res.text()).toContain(field)
    expect(activities()).toBe(SEEDED)
    expect(t.logs).toContainEqual(
      expect.objectContaining({ level: 'warn', event: 'refused_input' }),
    )
  })

  it('refuses a JSON body that is not an object', async () => {
    const res = await t.app.request('/cws/csap/beacon', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '[1,2]',
    })
    expect(res.status).toBe(400)
    expect(activities()).toBe(SEEDED)
  })

  it('refuses a body over 16 KB with 413', async () => {
    const res = await t.app.request('/cws/csap/beacon', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...beacon, extra: 'x'.repeat(20000) }),
    })
    expect(res.status).toBe(413)
    expect(activities()).toBe(SEEDED)
  })
})
