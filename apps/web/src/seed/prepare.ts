/**
 * `payload run src/seed/prepare.ts`: brings a database up to date for `npm start`: runs pending
 * migrations, makes sure there is an administrator, and seeds the Swedish demo site into an empty
 * database. Prints one JSON line (prefixed SMEDJA_PREPARE) that the start script reads.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { databaseUrl, dialectOf } from '@/lib/database'
import { migrationsFor } from '@/lib/migrations'

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
// stdout may be a pipe: exit only once the line is written, or the start script never sees it.
process.stdout.write(`SMEDJA_PREPARE ${JSON.stringify({ admin, seeded })}\n`, () => process.exit(0))
