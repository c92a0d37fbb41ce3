import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { inject } from 'vitest'

export type TestSite = {
  payload: Payload
  dialect: 'sqlite' | 'postgres'
  dataDir: string
  close: () => Promise<void>
}

/**
 * A real Payload on a database of its own: a temporary SQLite file, or a fresh PostgreSQL database.
 * The committed migrations build the schema, exactly as `npm start` does.
 */
export async function startTestSite(): Promise<TestSite> {
  const dialect = inject('dialect')
  const id = crypto.randomBytes(4).toString('hex')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `smedja-int-${id}-`))
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
    await admin.query(`CREATE DATABASE "${name}"`)
    await admin.end()
    process.env.DATABASE_URL = adminUrl.replace(/\/[^/]+$/, `/${name}`)
  } else {
    process.env.DATABASE_URL = `file:${path.join(dataDir, 'test.db')}`
  }
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config })
  const { migrationsFor } = await import('@/platform/database/migrations')
  await payload.db.migrate({ migrations: migrationsFor(dialect) })
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
