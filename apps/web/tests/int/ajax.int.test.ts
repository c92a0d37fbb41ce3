import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { startTestSite, type TestSite } from './harness'

let site: TestSite
let ajax: typeof import('@/platform/ajax')
let ajaxActions: typeof import('@/features/registry').ajaxActions
let createNonce: typeof import('@/platform/nonce').createNonce
const logger = { warn: vi.fn() }

beforeAll(async () => {
  site = await startTestSite({ seeded: true })
  // Imported after the harness has pointed the data folder (and its secrets) at a temporary directory.
  ajax = await import('@/platform/ajax')
  ;({ ajaxActions } = await import('@/features/registry'))
  ;({ createNonce } = await import('@/platform/nonce'))
})

afterAll(async () => {
  await site?.close()
})

const call = (fields: Record<string, unknown>) =>
  ajax.dispatchAjax(fields, ajaxActions, {
    payload: site.payload,
    ip: '127.0.0.1',
    now: new Date(),
    logger,
  })

describe('the ajax endpoint', () => {
  it('answers the site search with published pages, posts and projects', async () => {
    // The action answers the five best hits; each query names one kind of document in its title.
    const search = async (q: string) => {
      const result = await call({
        action: 'smedja_site_search',
        q,
        et_frontend_nonce: createNonce('et_frontend_nonce'),
      })
      expect(result.status).toBe(200)
      return (result.body.data as { hits: { type: string; url: string; title: string }[] }).hits
    }
    expect((await search('underhåll')).map((h) => h.url)).toContain('/industriunderhall')
    expect(await search('vibrationsanalys')).toContainEqual(
      expect.objectContaining({ type: 'post', url: '/blogg/vibrationsanalys-hittar-felen-i-tid' }),
    )
    expect(await search('pumpbyte')).toContainEqual(
      expect.objectContaining({ type: 'project', url: '/projekt/vattenverk-timra' }),
    )
  })

  it('does not find drafts', async () => {
    await site.payload.create({
      collection: 'posts',
      data: {
        title: 'Underhåll hemlig nyhet',
        content: {
          root: { type: 'root', children: [], direction: null, format: '', indent: 0, version: 1 },
        },
      },
      draft: true,
    })
    const result = await call({
      action: 'smedja_site_search',
      q: 'hemlig nyhet',
      et_frontend_nonce: createNonce('et_frontend_nonce'),
    })
    expect((result.body.data as { hits: unknown[] }).hits).toEqual([])
  })

  it('refuses a missing or forged nonce with 403, logs it, and runs nothing', async () => {
    logger.warn.mockClear()
    const result = await call({
      action: 'smedja_site_search',
      q: 'underhåll',
      et_frontend_nonce: 'a'.repeat(20),
    })
    expect(result.status).toBe(403)
    expect(result.body).toEqual({
      success: false,
      data: { message: expect.stringMatching(/Ladda om sidan/) },
    })
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ reason: 'bad et_frontend_nonce' }),
      'ajax request refused',
    )
  })

  it('refuses unknown actions and invalid input with a Swedish message', async () => {
    expect((await call({ action: 'wp_delete_everything' })).body.data).toEqual({
      message: 'Okänd åtgärd.',
    })
    expect((await call({})).status).toBe(400)
    const tooShort = await call({
      action: 'smedja_site_search',
      q: 'a',
      et_frontend_nonce: createNonce('et_frontend_nonce'),
    })
    expect(tooShort.status).toBe(400)
    expect(tooShort.body.data).toEqual({ message: 'Skriv minst två tecken.' })
  })
})
