import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { hasRedisServer, startRedisServer } from './redisServer'

// Next's cache in Redis (cache-handler.mjs), used when several web processes share REDIS_URL.
// The Redis parts run against a private redis-server (installed by `npm test`, scripts/lib/system.mjs).

type Handler = {
  get: (
    key: string,
    ctx: Record<string, unknown>,
  ) => Promise<{ value: unknown; lastModified: number } | null>
  set: (key: string, data: unknown, ctx: Record<string, unknown>) => Promise<void>
  revalidateTag: (tags: string | string[], durations?: { expire?: number }) => Promise<void>
}
type HandlerModule = {
  default: new (ctx: { serverDistDir: string }) => Handler
  serialize: (entry: unknown) => string
  deserialize: (text: string) => unknown
}

const handlerPath = path.resolve(import.meta.dirname, '../../cache-handler.mjs')
const load = () => import(handlerPath) as Promise<HandlerModule>

describe('the cache entry format', () => {
  it('keeps buffers and maps (RSC payloads, segment data) through JSON', async () => {
    const { serialize, deserialize } = await load()
    const entry = {
      lastModified: 5,
      value: {
        kind: 'APP_PAGE',
        html: '<p>hej</p>',
        rscData: Buffer.from([0, 1, 2, 250]),
        segmentData: new Map([['/_tree', Buffer.from('träd')]]),
        headers: { 'x-next-cache-tags': '_N_T_/layout' },
      },
    }
    const back = deserialize(serialize(entry)) as typeof entry
    expect(back).toEqual(entry)
    expect(Buffer.isBuffer(back.value.rscData)).toBe(true)
    expect(back.value.segmentData.get('/_tree')?.toString()).toBe('träd')
  })
})

describe.runIf(hasRedisServer)('the Redis cache handler', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>
  let other: Redis
  let distDir: string

  beforeAll(async () => {
    redis = await startRedisServer()
    process.env.REDIS_URL = redis.url
    process.env.REDIS_PREFIX = 'test:'
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smedja-cache-handler-'))
    fs.mkdirSync(path.join(distDir, 'server'))
    fs.writeFileSync(path.join(distDir, 'BUILD_ID'), 'build-1')
    // Another process's connection, to write what it would.
    other = await redis.client()
  }, 30_000)

  afterAll(async () => {
    redis?.stop()
    delete process.env.REDIS_URL
    delete process.env.REDIS_PREFIX
    fs.rmSync(distDir, { recursive: true, force: true })
  })

  const page = (html: string) => ({
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`rsc:${html}`),
    headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/om-oss/page,_N_T_/om-oss' },
    status: 200,
  })

  it('shares a page between handlers and expires it everywhere when a tag is revalidated', async () => {
    const { default: Handler } = await load()
    const a = new Handler({ serverDistDir: path.join(distDir, 'server') })
    const b = new Handler({ serverDistDir: path.join(distDir, 'server') })
    const key = '/route-cache/APP_PAGE/x/$/om-oss'
    await a.set(key, page('före'), { cacheControl: { revalidate: 43200, expire: undefined } })
    const read = await b.get(key, { kind: 'APP_PAGE' })
    expect((read?.value as { html: string }).html).toBe('före')
    expect(Buffer.isBuffer((read?.value as { rscData: Buffer }).rscData)).toBe(true)

    await new Promise((r) => setTimeout(r, 5))
    await a.revalidateTag(['_N_T_/om-oss'], { expire: 0 })
    expect(await b.get(key, { kind: 'APP_PAGE' })).toBeNull()

    // Written again after the revalidation: a hit again.
    await new Promise((r) => setTimeout(r, 5))
    await b.set(key, page('efter'), { cacheControl: { revalidate: 43200 } })
    expect(((await a.get(key, { kind: 'APP_PAGE' }))?.value as { html: string }).html).toBe('efter')
  })

  it("sees a revalidation another process wrote, without this process's own manifest", async () => {
    const { default: Handler } = await load()
    const a = new Handler({ serverDistDir: path.join(distDir, 'server') })
    const key = 'fetch-key-1'
    const data = { kind: 'FETCH', data: { headers: {}, body: 'e30=', status: 200 }, revalidate: 60 }
    const ctx = { kind: 'FETCH', tags: ['site-globals'], softTags: ['_N_T_/layout'] }
    await a.set(key, data, { fetchCache: true, tags: ['site-globals'] })
    expect(await a.get(key, ctx)).not.toBeNull()
    await new Promise((r) => setTimeout(r, 5))
    // What `revalidatePath('/', 'layout')` on another process leaves in Redis.
    await other.hset('test:next:build-1:tags:expired', { '_N_T_/layout': Date.now() })
    expect(await a.get(key, ctx)).toBeNull()
    // Entries of other tags are untouched.
    await a.set('fetch-key-2', data, { fetchCache: true, tags: ['other'] })
    expect(
      await a.get('fetch-key-2', { kind: 'FETCH', tags: ['other'], softTags: [] }),
    ).not.toBeNull()
  })

  it("never reads another build's entries", async () => {
    const { default: Handler } = await load()
    const a = new Handler({ serverDistDir: path.join(distDir, 'server') })
    await a.set('/route-cache/APP_PAGE/y/$/', page('gammal'), { cacheControl: { revalidate: 60 } })
    const newBuild = fs.mkdtempSync(path.join(os.tmpdir(), 'smedja-cache-handler-'))
    fs.mkdirSync(path.join(newBuild, 'server'))
    fs.writeFileSync(path.join(newBuild, 'BUILD_ID'), 'build-2')
    try {
      const b = new Handler({ serverDistDir: path.join(newBuild, 'server') })
      expect(await b.get('/route-cache/APP_PAGE/y/$/', { kind: 'APP_PAGE' })).toBeNull()
    } finally {
      fs.rmSync(newBuild, { recursive: true, force: true })
    }
  })
})
