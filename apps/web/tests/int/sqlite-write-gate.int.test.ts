import { createClient, type Client } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { isSqliteBusy } from '@/platform/database/sqliteWriteGate'

import { startTestSite, type TestSite } from './harness'

// platform/database/sqliteWriteGate.ts when another process holds SQLite's write lock past the busy
// timeout (5 s): the write that waited fails, and the process's next writes must be stored, committed,
// as if nothing had happened. Before, the statement that met the lock stayed active on its connection:
// the next COMMIT failed ("cannot commit transaction - SQL statements in progress") and every later
// write with it, and a write outside a transaction answered success without ever being committed.

let site: TestSite
let other: Client

const sqlite = inject('dialect') === 'sqlite'

beforeAll(async () => {
  if (!sqlite) return
  site = await startTestSite()
  // A second process's connection to the same file.
  other = createClient({ url: process.env.DATABASE_URL as string })
})

afterAll(async () => {
  other?.close()
  await site?.close()
})

const page = (title: string) => ({
  title,
  slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  _status: 'draft' as const,
})

/** Whether the other connection sees the page (so it was committed). */
const committed = async (id: number | string) =>
  (await other.execute({ sql: 'SELECT id FROM pages WHERE id = ?', args: [id] })).rows.length === 1

describe.skipIf(!sqlite)(
  'SQLite writes after another process held the lock',
  { timeout: 60_000 },
  () => {
    it('a transaction after one that met the lock commits', async () => {
      const { payload } = site
      await other.execute('BEGIN IMMEDIATE')
      try {
        const refused = await payload
          .create({ collection: 'pages', data: page('Väntade för länge'), draft: true })
          .then(
            () => null,
            (error: unknown) => error,
          )
        expect(isSqliteBusy(refused)).toBe(true)
      } finally {
        await other.execute('COMMIT')
      }
      const doc = await payload.create({
        collection: 'pages',
        data: page('Efter låset'),
        draft: true,
      })
      expect(await committed(doc.id)).toBe(true)
      // And the one after that, and the other process can still write.
      const next = await payload.create({
        collection: 'pages',
        data: page('Och sedan'),
        draft: true,
      })
      expect(await committed(next.id)).toBe(true)
      await other.execute('BEGIN IMMEDIATE')
      await other.execute('COMMIT')
    })

    it('a write outside a transaction after one that met the lock is committed', async () => {
      const { payload } = site
      await other.execute('BEGIN IMMEDIATE')
      try {
        const refused = await payload.db
          .create({ collection: 'pages', data: page('Utanför väntade') })
          .then(
            () => null,
            (error: unknown) => error,
          )
        expect(isSqliteBusy(refused)).toBe(true)
      } finally {
        await other.execute('COMMIT')
      }
      const doc = (await payload.db.create({
        collection: 'pages',
        data: page('Utanför efter låset'),
      })) as { id: number }
      expect(await committed(doc.id)).toBe(true)
      // The lock is free again: the other process writes without waiting.
      await other.execute('PRAGMA busy_timeout = 0')
      await other.execute('BEGIN IMMEDIATE')
      await other.execute('COMMIT')
    })
  },
)
