import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, jsonpPayload, type TestApp } from '../test/testApp.js'

let t: TestApp
beforeEach(() => {
  t = createTestApp()
})
afterEach(() => t.close())

const shareCountPath = (url: string, extra = '') =>
  `/countserv/count/share?url=${encodeURIComponent(url)}&lang=sv_SE${extra}`

describe('share count JSONP', () => {
  it('answers callback({url, count, fCnt, fCntPlusOne}) as JavaScript', async () => {
    const res = await t.get(
      shareCountPath('https://smedja.example.se/', '&callback=IN.Tags.Share.cb'),
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('application/javascript; charset=utf-8')
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
    const body = await res.text()
    expect(jsonpPayload(body, 'IN.Tags.Share.cb')).toEqual({
      url: 'https://smedja.example.se/',
      count: 12345,
      fCnt: '12 k',
      fCntPlusOne: '12 k',
    })
  })

  it('formats across the 1000 threshold for fCntPlusOne', async () => {
    const body = await (
      await t.get(shareCountPath('http://127.0.0.1:3000/industriunderhall', '&callback=cb'))
    ).text()
    expect(jsonpPayload(body, 'cb')).toMatchObject({
      count: 999,
      fCnt: '999',
      fCntPlusOne: '1,000',
    })
  })

  it('sends the count as digits only', async () => {
    const body = await (
      await t.get(shareCountPath('https://smedja.example.se/industriunderhall', '&callback=cb'))
    ).text()
    expect(body).toMatch(/"count":\d+,/)
    expect(jsonpPayload(body, 'cb')).toMatchObject({ count: 1234, fCnt: '1,234' })
  })

  it('counts 0 for a page nobody has shared, and ignores the fragment', async () => {
    const body = await (
      await t.get(shareCountPath('https://example.se/ny-sida#top', '&callback=cb'))
    ).text()
    expect(jsonpPayload(body, 'cb')).toEqual({
      url: 'https://example.se/ny-sida',
      count: 0,
      fCnt: '0',
      fCntPlusOne: '1',
    })
  })

  it('answers plain JSON without a callback', async () => {
    const res = await t.get(shareCountPath('http://127.0.0.1:3000/'))
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(await res.json()).toMatchObject({ count: 57 })
  })

  it('trims a callback with surrounding spaces', async () => {
    const body = await (
      await t.get(shareCountPath('http://127.0.0.1:3000/', '&callback=%20cb%20'))
    ).text()
    expect(body.startsWith('cb({')).toBe(true)
  })

  it.each(['alert(1)', 'a-b', 'x;alert(1)//', '<script>', '1cb'])(
    'refuses the callback %j with 400 and logs it',
    async (callback) => {
      const res = await t.get(
        shareCountPath('http://127.0.0.1:3000/', `&callback=${encodeURIComponent(callback)}`),
      )
      expect(res.status).toBe(400)
      const body = await res.text()
      expect(body).toContain('callback')
      expect(body).not.toContain(callback)
      expect(t.logs).toContainEqual(
        expect.objectContaining({ level: 'warn', event: 'refused_input' }),
      )
    },
  )

  it.each([['javascript:alert(1)'], ['/relative'], ['ftp://example.se/']])(
    'refuses url %j',
    async (url) => {
      const res = await t.get(shareCountPath(url, '&callback=cb'))
      expect(res.status).toBe(400)
    },
  )

  it('refuses a missing url', async () => {
    const res = await t.get('/countserv/count/share?callback=cb')
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('url')
  })

  it('accepts cc only as digits and then never lets the answer be cached', async () => {
    const ok = await t.get(shareCountPath('http://127.0.0.1:3000/', '&callback=cb&cc=58'))
    expect(ok.status).toBe(200)
    expect(ok.headers.get('Cache-Control')).toBe('no-store')
    const plain = await t.get(shareCountPath('http://127.0.0.1:3000/', '&callback=cb'))
    expect(plain.headers.get('Cache-Control')).toMatch(/max-age=\d+/)
    for (const cc of ['12a', '-1', '1.5', '0x10']) {
      const res = await t.get(shareCountPath('http://127.0.0.1:3000/', `&callback=cb&cc=${cc}`))
      expect(res.status, cc).toBe(400)
    }
  })
})

describe('product recommendation count JSONP', () => {
  it('answers the seeded count for type PDCT', async () => {
    const res = await t.get('/company/api/recommendation/count?type=PDCT&id=5003&callback=rc_1')
    expect(res.status).toBe(200)
    expect(jsonpPayload(await res.text(), 'rc_1')).toEqual({
      id: '5003',
      type: 'PDCT',
      count: 1234,
      fCnt: '1,234',
    })
  })

  it('refuses other types and non-numeric ids', async () => {
    expect(
      (await t.get('/company/api/recommendation/count?type=JOB&id=5003&callback=cb')).status,
    ).toBe(400)
    expect(
      (await t.get('/company/api/recommendation/count?type=PDCT&id=50x3&callback=cb')).status,
    ).toBe(400)
  })

  it('answers 404 for an unknown product', async () => {
    const res = await t.get('/company/api/recommendation/count?type=PDCT&id=999999&callback=cb')
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('999999')
  })
})

describe('job apply count JSONP', () => {
  it('answers by job code with comma formatting', async () => {
    const res = await t.get('/countserv/count/job-apply?jobCode=VKP-PT-01&callback=cb')
    expect(jsonpPayload(await res.text(), 'cb')).toEqual({
      jobCode: 'VKP-PT-01',
      count: 1480,
      fCnt: '1,480',
    })
  })

  it('answers 404 for an unknown job and 400 without one', async () => {
    expect((await t.get('/countserv/count/job-apply?jobCode=NOPE-1&callback=cb')).status).toBe(404)
    expect((await t.get('/countserv/count/job-apply?callback=cb')).status).toBe(400)
  })
})
