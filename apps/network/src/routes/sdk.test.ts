import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/testApp.js'

let t: TestApp
let bundlePath: string
beforeEach(() => {
  t = createTestApp()
  bundlePath = join(t.dir, 'in.js')
})
afterEach(() => t.close())

const appWithBundle = (): TestApp => createTestApp({ sdkBundlePath: bundlePath })

describe('/in.js', () => {
  it('answers 503 with how to build it when the SDK is not built', async () => {
    const res = await t.get('/in.js')
    expect(res.status).toBe(503)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(await res.text()).toContain('npm run build -w @smedja/network-sdk')
  })

  it('serves the built bundle as JavaScript with an ETag, and 304 when unchanged', async () => {
    writeFileSync(bundlePath, 'window.IN = {}\n')
    const app = appWithBundle()
    try {
      const res = await app.get('/in.js')
      expect(res.status).toBe(200)
      expect(res.headers.get('Content-Type')).toBe('application/javascript; charset=utf-8')
      expect(res.headers.get('Cache-Control')).toContain('max-age=')
      expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*')
      expect(await res.text()).toBe('window.IN = {}\n')
      const etag = res.headers.get('ETag') ?? ''
      expect(etag).toMatch(/^"[\w-]+"$/)
      const again = await app.get('/in.js', { headers: { 'If-None-Match': etag } })
      expect(again.status).toBe(304)
    } finally {
      app.close()
    }
  })

  it('picks up a rebuilt bundle without a restart', async () => {
    writeFileSync(bundlePath, 'one()\n')
    const app = appWithBundle()
    try {
      const first = await app.get('/in.js')
      const etag = first.headers.get('ETag') ?? ''
      writeFileSync(bundlePath, 'two(); // rebuilt\n')
      const second = await app.get('/in.js', { headers: { 'If-None-Match': etag } })
      expect(second.status).toBe(200)
      expect(await second.text()).toBe('two(); // rebuilt\n')
    } finally {
      app.close()
    }
  })
})

describe('/extensions', () => {
  it('serves CORP_RECRUITER as a script registering its tag', async () => {
    const res = await t.get('/extensions/CORP_RECRUITER.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('application/javascript; charset=utf-8')
    const source = await res.text()
    expect(source).toContain("IN.Tags.register('CORP_RECRUITER'")
    expect(source).toContain('/cws/cap/recruiter_member')
  })

  it('answers 404 for an unknown extension', async () => {
    expect((await t.get('/extensions/Broken.js')).status).toBe(404)
    expect((await t.get('/extensions/..%2Fserver.js')).status).toBe(404)
  })
})
