import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { sendBan } from '@/platform/frontCache'
import { banPattern } from '@/platform/frontCacheBan'

import { freePort, startFrontCache } from '../../../../scripts/lib/frontCache.mjs'
import { varnishdPath } from '../../../../scripts/lib/system.mjs'

// scripts/front-cache.vcl in a real varnishd, in front of a stand-in for Next that answers with the
// headers Next sends (s-maxage and stale-while-revalidate on cached pages, x-nextjs-cache, cookies).
// The end-to-end suite (front-cache.e2e.ts) checks the same cache in front of the real site.

const secret = 'int-front-cache-secret-0123456789'
let version = 1
const seen: { url: string; cookie?: string; acceptEncoding?: string }[] = []

const backend = http.createServer((req, res) => {
  const url = req.url ?? '/'
  seen.push({ url, cookie: req.headers.cookie, acceptEncoding: req.headers['accept-encoding'] })
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 's-maxage=43200, stale-while-revalidate=31492800',
    'x-nextjs-cache': 'HIT',
  }
  if (url.startsWith('/sets-cookie')) headers['set-cookie'] = 'smedja_cart=abc; Path=/; HttpOnly'
  if (url.startsWith('/private')) headers['cache-control'] = 'private, no-cache, no-store'
  if (url.startsWith('/no-header')) delete headers['cache-control']
  if (url.startsWith('/stale')) headers['x-nextjs-cache'] = 'STALE'
  res.writeHead(200, headers).end(`v${version} ${url}`)
})

let cache: { url: string; stop: () => Promise<void> }
let workDir: string

beforeAll(async () => {
  expect(fs.existsSync(varnishdPath), `${varnishdPath}: run node scripts/ensure-system.mjs`).toBe(
    true,
  )
  const backendPort = await freePort()
  await new Promise<void>((resolve) => backend.listen(backendPort, '127.0.0.1', resolve))
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smedja-front-cache-'))
  cache = await startFrontCache({
    port: await freePort(),
    backendPort,
    secret,
    workDir,
    storage: 'malloc,16m',
    stdio: 'ignore',
  })
}, 90_000)

afterAll(async () => {
  await cache?.stop()
  backend.close()
  fs.rmSync(workDir, { recursive: true, force: true })
})

async function get(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(cache.url + pathname, { headers })
  return {
    cache: response.headers.get('x-cache'),
    body: await response.text(),
    cacheControl: response.headers.get('cache-control'),
  }
}

/** What the stand-in for Next was asked for `pathname` (the last request). */
const lastSeen = (pathname: string) => seen.filter((s) => s.url === pathname).at(-1)

describe('the front cache (scripts/front-cache.vcl)', () => {
  it('keeps a page Next marks s-maxage, and tells browsers to ask again', async () => {
    expect((await get('/page')).cache).toBe('MISS')
    const second = await get('/page')
    expect(second).toEqual({
      cache: 'HIT',
      body: 'v1 /page',
      cacheControl: 'public, max-age=0, must-revalidate',
    })
  })

  it('never keeps a response that sets a cookie, is private or says nothing', async () => {
    for (const pathname of ['/sets-cookie', '/private', '/no-header']) {
      await get(pathname)
      expect((await get(pathname)).cache, pathname).toBe('MISS')
      expect(seen.filter((s) => s.url === pathname)).toHaveLength(2)
    }
  })

  it('does not keep the old page Next serves while it renders the new one', async () => {
    await get('/stale')
    await get('/stale')
    expect(seen.filter((s) => s.url === '/stale')).toHaveLength(2)
  })

  it("drops a visitor's cookies on public pages and keeps them where the site needs them", async () => {
    const cookie = 'smedja_cart=abc; smedja-consent=yes'
    expect((await get('/page', { cookie })).cache).toBe('HIT')
    expect((await get('/varukorg', { cookie })).cache).toBe('PASS')
    expect(lastSeen('/varukorg')?.cookie).toBe(cookie)
    await get('/cookie-page', { cookie })
    expect(lastSeen('/cookie-page')?.cookie).toBeUndefined()
    // A session or draft mode goes past the cache, cookies and all.
    expect((await get('/page', { cookie: 'payload-token=t' })).cache).toBe('PASS')
    expect((await get('/page', { cookie: 'a=1; __prerender_bypass=x' })).cache).toBe('PASS')
  })

  it('passes the cart, checkout, account, admin, API and preview paths', async () => {
    for (const pathname of ['/kassan/bestall', '/konto', '/admin', '/api/pages', '/next/preview']) {
      await get(pathname)
      expect((await get(pathname)).cache, pathname).toBe('PASS')
    }
  })

  it('keys the query string without tracking parameters, in one order', async () => {
    await get('/butik?sida=2&kategori=filter&utm_source=x&gclid=1')
    expect(lastSeen('/butik?kategori=filter&sida=2')).toBeDefined()
    expect((await get('/butik?kategori=filter&fbclid=2&sida=2')).cache).toBe('HIT')
    expect((await get('/butik?kategori=pumpar&sida=2')).cache).toBe('MISS')
  })

  it('asks Next for gzip whatever the browser offers', async () => {
    await get('/encoding', { 'accept-encoding': 'br, gzip, deflate' })
    expect(lastSeen('/encoding')?.acceptEncoding).toBe('gzip')
  })

  it('bans what the revalidation hooks name, and only that', async () => {
    await get('/blogg/a')
    await get('/butik?kategori=filter')
    version = 2
    const ok = await sendBan(
      { url: cache.url, secret },
      banPattern({ route: '/butik/[kategori]/[sida]', type: 'page' }),
    )
    expect(ok).toBe(true)
    expect((await get('/butik?kategori=filter')).body).toBe('v2 /butik?kategori=filter')
    expect((await get('/blogg/a')).body).toBe('v1 /blogg/a')
    expect(await sendBan({ url: cache.url, secret }, banPattern({ everything: true }))).toBe(true)
    expect((await get('/blogg/a')).body).toBe('v2 /blogg/a')
  })

  it('refuses a ban without the secret', async () => {
    await get('/kept')
    const lines: string[] = []
    const write = vi
      .spyOn(process.stderr, 'write')
      .mockImplementation((chunk: string | Uint8Array) => lines.push(String(chunk)) > 0)
    try {
      expect(await sendBan({ url: cache.url, secret: 'not-the-secret-000' }, '^/')).toBe(false)
    } finally {
      write.mockRestore()
    }
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'error', status: 403, pattern: '^/' })
    expect((await get('/kept')).cache).toBe('HIT')
  })
})
