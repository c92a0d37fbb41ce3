// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { CookieJar } from './cookies'
import { resetAbRuntime, startAbRuntime } from './start'

const consent = vi.hoisted(() => ({ analytics: true }))
vi.mock('@/features/consent/client', () => ({
  hasConsent: (category: string) => category === 'analytics' && consent.analytics,
}))

function page(builderMode = false) {
  document.body.innerHTML = `
    <div class="ab-test" data-ab-test="3" data-ab-post="12" data-ab-control="aaa" data-ab-bounce="5" data-ab-goal-kind="module">
      <div class="ab-subject" data-ab-subject="12_aaa">Original</div>
      <div class="ab-subject" data-ab-subject="12_bbb">Variant</div>
    </div>
    <script id="smedja-config" type="application/json">${JSON.stringify({
      ajaxurl: '/api/ajax',
      et_frontend_nonce: 'f'.repeat(20),
      et_ab_log_nonce: 'a'.repeat(20),
      builderMode,
    })}</script>`
}

function jar(): CookieJar & { store: Map<string, string> } {
  const store = new Map<string, string>()
  return {
    store,
    read: (n) => store.get(n) ?? null,
    write: (n, v) => void store.set(n, v),
    remove: (n) => void store.delete(n),
  }
}

const shown = () =>
  [...document.querySelectorAll<HTMLElement>('[data-ab-shown]')].map((e) => e.dataset.abSubject)

beforeEach(() => {
  vi.useFakeTimers()
  consent.analytics = true
  resetAbRuntime()
  delete document.documentElement.dataset.abReady
})
afterEach(() => vi.useRealTimers())

describe('the A/B runtime on a page', () => {
  it('shows the subject the server gives, keeps the visitor id, then declares the page ready', async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      const body = init.body as URLSearchParams
      if (body.get('action') === 'et_pb_ab_get_subject_id') {
        expect(body.get('et_pb_ab_test_id')).toBe('3')
        expect(body.get('et_frontend_nonce')).toBe('f'.repeat(20))
        expect(body.get('subjects')).toBe('aaa,bbb')
        return Response.json({ success: true, data: { id: '12_bbb', content: '', visitor: 'v.1' } })
      }
      return Response.json({ success: true, data: { counted: 1 } })
    })
    page()
    const cookies = jar()
    await startAbRuntime(window, { fetch: fetch as unknown as typeof globalThis.fetch, cookies })
    expect(shown()).toEqual(['12_bbb'])
    expect(document.querySelector('[data-ab-subject="12_aaa"]')!.hasAttribute('inert')).toBe(true)
    expect(cookies.store.get('et_pb_ab_visitor')).toBe('v.1')
    expect(document.documentElement.dataset.abReady).toBe('true')
    await vi.advanceTimersByTimeAsync(5100)
    const stats = fetch.mock.calls
      .map((c) => c[1].body as URLSearchParams)
      .find((b) => b.get('action') === 'et_pb_update_stats_table')
    expect(JSON.parse(stats!.get('stats_data_array')!)).toEqual([
      { test_id: 3, subject_id: 'bbb', record_type: 'read_page' },
    ])
    expect(cookies.store.get('et_pb_ab_read_page_123bbb')).toBe('true')
  })

  it('without consent shows the control and asks and records nothing', async () => {
    consent.analytics = false
    const fetch = vi.fn()
    page()
    await startAbRuntime(window, { fetch, cookies: jar() })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(shown()).toEqual(['12_aaa'])
    expect(fetch).not.toHaveBeenCalled()
    expect(document.documentElement.dataset.abReady).toBe('true')
  })

  it('in builder mode shows the control and asks and records nothing', async () => {
    const fetch = vi.fn()
    page(true)
    await startAbRuntime(window, { fetch, cookies: jar() })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(shown()).toEqual(['12_aaa'])
    expect(fetch).not.toHaveBeenCalled()
  })

  it('records nothing for a subject it could not show (not on the page, no content)', async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) =>
      (init.body as URLSearchParams).get('action') === 'et_pb_ab_get_subject_id'
        ? Response.json({ success: true, data: { id: '12_ccc', content: '', visitor: 'v.3' } })
        : Response.json({ success: true, data: { counted: 1 } }),
    )
    page()
    const cookies = jar()
    await startAbRuntime(window, { fetch: fetch as unknown as typeof globalThis.fetch, cookies })
    expect(shown()).toEqual(['12_aaa'])
    await vi.advanceTimersByTimeAsync(60_000)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect([...cookies.store.keys()].filter((name) => name !== 'et_pb_ab_visitor')).toEqual([])
    expect(document.documentElement.dataset.abReady).toBe('true')
  })

  it('places the server content when the subject is not on the page, and falls back to the control on failure', async () => {
    page()
    await startAbRuntime(window, {
      fetch: (async () =>
        Response.json({
          success: true,
          data: { id: '12_ccc', content: '<p>Ny</p>', visitor: 'v.2' },
        })) as unknown as typeof fetch,
      cookies: jar(),
    })
    expect(shown()).toEqual(['12_ccc'])
    expect(document.querySelector('[data-ab-subject="12_ccc"]')!.innerHTML).toBe('<p>Ny</p>')
    resetAbRuntime()
    page()
    await startAbRuntime(window, {
      fetch: (async () =>
        Response.json(
          { success: false, data: { message: 'Testet pågår inte.' } },
          { status: 404 },
        )) as unknown as typeof fetch,
      cookies: jar(),
    })
    expect(shown()).toEqual(['12_aaa'])
  })
})
