import fs from 'node:fs/promises'

import type { Payload } from 'payload'

import { queryRows, sql } from '../database/sql'
import { mediaStorageSettings } from '../mediaStorage'
import { mediaDir } from '../paths'
import { runHealthChecks, type Check, type HealthReport } from './checks'
import { pingRedis } from './redisPing'
import { headBucket, type Env } from './s3Head'

export { runHealthChecks, type HealthReport } from './checks'

/** The database answers a trivial query. */
export const databaseCheck =
  (payload: Payload): Check =>
  async () => {
    const rows = await queryRows(payload, undefined, sql`select 1 as ok`)
    if (Number(rows[0]?.ok) !== 1) throw new Error('database: select 1 gave no row')
    return 'ok'
  }

/** The shared cache (Redis, when REDIS_URL is set) answers PING. */
export const cacheCheck =
  (env: Env): Check =>
  async (signal) => {
    const url = env.REDIS_URL?.trim()
    if (!url) return 'not configured'
    await pingRedis(url, signal)
    return 'ok'
  }

/** Media can be stored: the S3 bucket answers (S3_BUCKET set), else the media folder is writable. */
export const storageCheck =
  (env: Env, folder = mediaDir): Check =>
  async (signal) => {
    const s3 = mediaStorageSettings(env)
    if (s3) {
      await headBucket(s3, signal)
      return 'ok'
    }
    // The folder is made on the first upload; until then its parent has to be writable.
    await fs.mkdir(folder, { recursive: true })
    await fs.access(folder, fs.constants.W_OK)
    return 'ok'
  }

// A load balancer may ask every second, from several places: one run serves every caller for a second.
const REUSE_MS = 1000
let last: { at: number; report: Promise<HealthReport> } | null = null

/** The site's health: database, cache and storage, each within 1.5 s. */
export function siteHealth(payload: Payload, env: Env = process.env): Promise<HealthReport> {
  const now = Date.now()
  if (last && now - last.at < REUSE_MS) return last.report
  const report = runHealthChecks({
    database: databaseCheck(payload),
    cache: cacheCheck(env),
    storage: storageCheck(env),
  })
  last = { at: now, report }
  return report
}
