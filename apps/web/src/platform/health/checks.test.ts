import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { cacheCheck, storageCheck } from '.'
import { runHealthChecks } from './checks'

describe('runHealthChecks', () => {
  it('answers 200 with every check when all pass, and "not configured" is a pass', async () => {
    const report = await runHealthChecks({
      database: async () => 'ok',
      cache: async () => 'not configured',
    })
    expect(report.httpStatus).toBe(200)
    expect(report.body.status).toBe('ok')
    expect(report.body.checks.database?.status).toBe('ok')
    expect(report.body.checks.cache?.status).toBe('not configured')
    expect(report.failures).toEqual({})
  })

  it('answers 503 when one fails, and keeps the reason out of the body', async () => {
    const report = await runHealthChecks({
      database: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:5432 password=hunter2')
      },
      storage: async () => 'ok',
    })
    expect(report.httpStatus).toBe(503)
    expect(report.body).toEqual({
      status: 'failing',
      checks: {
        database: { status: 'failing', ms: expect.any(Number) },
        storage: { status: 'ok', ms: expect.any(Number) },
      },
    })
    expect(JSON.stringify(report.body)).not.toContain('hunter2')
    expect(report.failures.database).toContain('ECONNREFUSED')
  })

  it('fails a check that does not answer in time and aborts its work', async () => {
    let aborted = false
    const started = Date.now()
    const report = await runHealthChecks(
      {
        cache: (signal) =>
          new Promise(() => {
            signal.addEventListener('abort', () => (aborted = true))
          }),
      },
      { timeoutMs: 50 },
    )
    expect(Date.now() - started).toBeLessThan(1000)
    expect(report.httpStatus).toBe(503)
    expect(report.failures.cache).toBe('no answer within 50 ms')
    expect(aborted).toBe(true)
  })
})

describe('site checks', () => {
  const signal = new AbortController().signal

  it('reports the cache as not configured without REDIS_URL', async () => {
    expect(await cacheCheck({})(signal)).toBe('not configured')
  })

  it('passes storage when the media folder can be written and fails when it cannot', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smedja-health-'))
    try {
      expect(await storageCheck({}, path.join(dir, 'media'))(signal)).toBe('ok')
      expect(fs.existsSync(path.join(dir, 'media'))).toBe(true)
      // A file where the folder should be: nothing can be stored.
      fs.writeFileSync(path.join(dir, 'blocked'), '')
      await expect(storageCheck({}, path.join(dir, 'blocked', 'media'))(signal)).rejects.toThrow()
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
