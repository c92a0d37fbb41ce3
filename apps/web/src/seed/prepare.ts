/**
 * `payload run src/seed/prepare.ts`: brings a database up to date for `npm start`: runs pending
 * migrations, makes sure there is an administrator, and seeds the Swedish demo site into an empty
 * database. Writes its result (administrator sign-in, whether it seeded) as JSON to the file named by
 * SMEDJA_PREPARE_RESULT, or prints it prefixed SMEDJA_PREPARE.
 */
import fs from 'node:fs'

import config from '@payload-config'
import { getPayload } from 'payload'

import { databaseUrl, dialectOf } from '@/platform/database/adapter'
import { migrationsFor } from '@/platform/database/migrations'

import { ensureAdmin } from './admin'
import { seed } from './index'

const payload = await getPayload({ config })
await payload.db.migrate({ migrations: migrationsFor(dialectOf(databaseUrl())) })
const { totalDocs: pages } = await payload.count({ collection: 'pages', overrideAccess: true })
const admin = await ensureAdmin(payload)
let seeded = false
if (pages === 0 && process.env.SMEDJA_SEED !== '0') {
  await seed(payload)
  seeded = true
}
const result = JSON.stringify({ admin, seeded })
// The start script passes a file to read the result from; log lines on stdout cannot interleave with it.
if (process.env.SMEDJA_PREPARE_RESULT)
  fs.writeFileSync(process.env.SMEDJA_PREPARE_RESULT, result, { mode: 0o600 })
else console.log(`SMEDJA_PREPARE ${result}`)
process.exit(0)
