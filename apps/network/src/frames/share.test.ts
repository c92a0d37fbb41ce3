import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  createTestApp,
  frameResult,
  hiddenValue,
  jsonpPayload,
  type TestApp,
} from '../test/testApp.js'

let t: TestApp
beforeEach(() => {
  t = createTestApp()
})
afterEach(() => t.close())

const PAGE = 'http://127.0.0.1:3000/'
const countOf = (url: string) => t.scalar('SELECT count FROM share_counts WHERE url = ?', url)
const query = `url=${encodeURIComponent(PAGE)}&trk=footer&xdOrigin=${encodeURIComponent('http://127.0.0.1:3000')}&xdChannel=share_1`

async function shareForm(): Promise<Record<string, string>> {
  const html = await (await t.get(`/cws/share?${query}`)).text()
  const requestId = hiddenValue(html, 'requestId')
  if (!requestId) throw new Error('share form has no requestId')
  return {
    url: hiddenValue(html, 'url') ?? '',
    trk: hiddenValue(html, 'trk') ?? '',
    xdOrigin: hiddenValue(html, 'xdOrigin') ?? '',
    xdChannel: hiddenValue(html, 'xdChannel') ?? '',
    _action: 'share',
    requestId,
    comment: 'Bra läsning om underhåll',
  }
}

describe('share dialog', () => {
  it('records a share, raises the count by one and reports success with the count to the opener', async () => {
    expect(countOf(PAGE)).toBe(57)
    const res = await t.post('/cws/share', await shareForm())
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Länken är delad.')
    expect(frameResult(html)).toEqual({
      channel: 'share_1',
      origin: 'http://127.0.0.1:3000',
      type: 'success',
      data: { count: 58 },
      close: false,
    })
    expect(countOf(PAGE)).toBe(58)
    expect(t.scalar('SELECT COUNT(*) FROM shares WHERE url = ?', PAGE)).toBe(1)
  })

  it('counts a double-submitted form once', async () => {
    const form = await shareForm()
    await t.post('/cws/share', form)
    const again = await t.post('/cws/share', form)
    expect(again.status).toBe(200)
    expect(await again.text()).toContain('redan registrerat')
    expect(countOf(PAGE)).toBe(58)
  })

  it('counts two separate shares twice', async () => {
    await t.post('/cws/share', await shareForm())
    await t.post('/cws/share', await shareForm())
    expect(countOf(PAGE)).toBe(59)
  })

  it('shows the new count on the count URL reloaded with &cc', async () => {
    await t.post('/cws/share', await shareForm())
    const res = await t.get(
      `/countserv/count/share?url=${encodeURIComponent(PAGE)}&lang=sv_SE&cc=58&callback=cb`,
    )
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(jsonpPayload(await res.text(), 'cb')).toEqual({
      url: PAGE,
      count: 58,
      fCnt: '58',
      fCntPlusOne: '59',
    })
  })

  it('starts counting a page nobody has shared at 1', async () => {
    const url = 'https://smedja.example.se/blogg/nytt-avtal'
    const html = await (await t.get(`/cws/share?url=${encodeURIComponent(url)}`)).text()
    await t.post('/cws/share', {
      url,
      _action: 'share',
      requestId: hiddenValue(html, 'requestId') ?? '',
    })
    expect(countOf(url)).toBe(1)
  })

  it('refuses an over-long comment with 400 and counts nothing', async () => {
    const res = await t.post('/cws/share', { ...(await shareForm()), comment: 'x'.repeat(701) })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('<code>comment</code>')
    expect(countOf(PAGE)).toBe(57)
    expect(t.scalar('SELECT COUNT(*) FROM shares')).toBe(0)
  })

  it('refuses a form without a request id, counting nothing', async () => {
    const { requestId: _dropped, ...form } = await shareForm()
    const res = await t.post('/cws/share', form)
    expect(res.status).toBe(400)
    expect(countOf(PAGE)).toBe(57)
  })

  it('refuses a request id replayed for another URL', async () => {
    const form = await shareForm()
    await t.post('/cws/share', form)
    const res = await t.post('/cws/share', { ...form, url: 'https://example.se/annan' })
    expect(res.status).toBe(400)
    expect(countOf('https://example.se/annan')).toBeNaN()
  })

  it('refuses a share form posted from another site (403) and counts nothing', async () => {
    const res = await t.post('/cws/share', await shareForm(), { origin: 'https://evil.example' })
    expect(res.status).toBe(403)
    expect(countOf(PAGE)).toBe(57)
    expect(t.logs).toContainEqual(expect.objectContaining({ event: 'refused_input' }))
  })

  it('refuses an unknown action', async () => {
    const res = await t.post('/cws/share', { ...(await shareForm()), _action: 'delete' })
    expect(res.status).toBe(400)
    expect(countOf(PAGE)).toBe(57)
  })
})
