import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Migration, Payload } from 'payload'
import { inject } from 'vitest'

export type TestSite = {
  payload: Payload
  dialect: 'sqlite' | 'postgres'
  dataDir: string
  close: () => Promise<void>
}

/**
 * A real Payload on a database of its own: a temporary SQLite file, or a fresh PostgreSQL database,
 * each a copy of a template the global setup built (the committed migrations, as `npm start` runs
 * them; with `seeded`, the Swedish demo site too, media included). Migrating again here finds nothing
 * pending and proves the copy is complete.
 */
export async function startTestSite({ seeded = false } = {}): Promise<TestSite> {
  const template = inject('templates')[seeded ? 'seeded' : 'empty']
  const dialect = inject('dialect')
  const id = crypto.randomBytes(4).toString('hex')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `smedja-int-${id}-`))
  fs.cpSync(template.dataDir, dataDir, { recursive: true })
  process.env.SMEDJA_DATA_DIR = dataDir
  process.env.PAYLOAD_SECRET = `int-test-secret-${id}-0123456789`
  process.env.NONCE_SECRET = `int-nonce-secret-${id}-0123456789`
  if (dialect === 'postgres') {
    // A database of its own on the run's private server; the whole cluster is removed after the run.
    const adminUrl = inject('pgAdminUrl')
    const name = `smedja_int_${id}`
    const pg = await import('pg')
    const admin = new pg.default.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template.database}"`)
    await admin.end()
    process.env.DATABASE_URL = adminUrl.replace(/\/[^/]+$/, `/${name}`)
  } else {
    const file = path.join(dataDir, 'test.db')
    fs.copyFileSync(template.database, file)
    process.env.DATABASE_URL = `file:${file}`
  }
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config })
  // Only this dialect's migrations: importing both costs a second a file.
  const { migrations } =
    dialect === 'postgres'
      ? await import('@/migrations/postgres/index')
      : await import('@/migrations/sqlite/index')
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  return {
    payload,
    dialect,
    dataDir,
    async close() {
      await payload.destroy()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
