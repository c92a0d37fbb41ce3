/**
 * `payload run tests/int/template.ts`: migrates the database named by DATABASE_URL and, with
 * SMEDJA_TEMPLATE_SEED=1, seeds the Swedish demo site into it (media land in SMEDJA_DATA_DIR). The
 * integration tests' global setup builds its templates with it once; each test file then starts from a
 * copy, which takes a moment where migrating took ten seconds a file and seeding ten more.
 */
import fs from 'node:fs'

import config from '@payload-config'
import { getPayload } from 'payload'

import { databaseUrl, dialectOf } from '@/platform/database/adapter'
import { migrationsFor } from '@/platform/database/migrations'
import { queryRows, sql } from '@/platform/database/sql'

const payload = await getPayload({ config })
const dialect = dialectOf(databaseUrl())
await payload.db.migrate({ migrations: migrationsFor(dialect) })
if (process.env.SMEDJA_TEMPLATE_SEED === '1') {
  const { seed } = await import('@/seed')
  await seed(payload, () => {})
}
// The last writes may still sit in SQLite's write-ahead log: fold it into the file, which is what
// the tests copy.
if (dialect === 'sqlite') await queryRows(payload, undefined, sql`PRAGMA wal_checkpoint(TRUNCATE)`)
await payload.destroy()
fs.writeFileSync(process.env.SMEDJA_PREPARE_RESULT ?? '/dev/stdout', '{"migrated":true}')
process.exit(0)
