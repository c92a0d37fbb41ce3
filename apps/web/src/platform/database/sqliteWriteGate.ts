import crypto from 'node:crypto'

import { createClient, type Client, type Config } from '@libsql/client'
import { drizzle } from '@payloadcms/db-sqlite/drizzle/libsql'
import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'

import { createWriteGate } from './writeGate'

/**
 * Transactions for Payload's SQLite adapter, which ships with them off.
 *
 * SQLite allows one writer at a time, and @libsql/client runs every statement synchronously on Node's
 * one thread: if a second in-process writer met an open transaction, SQLite's busy handler would wait
 * synchronously and the transaction it waits for could never finish. So every transaction and every
 * write outside one takes a gate in turn (first come, first served), and within a process two writers
 * never meet in SQLite. Reads never wait: the database runs in WAL mode and they read the last
 * committed state on the main connection.
 *
 * Transactions run on one long-lived writer connection (the driver's own transaction API opens a new
 * connection every time, which halves write throughput). Migrations run on it with foreign keys off,
 * as SQLite's table rebuilds require (dropping the old table would otherwise cascade into its child
 * rows), and each is checked with `PRAGMA foreign_key_check` before it commits.
 *
 * A statement that fails with SQLITE_BUSY (another process held the write lock past the busy timeout)
 * is left active by @libsql/client until it is garbage-collected: SQLite stops it at the lock so it
 * could be stepped again. On that connection every later COMMIT then fails ("cannot commit transaction
 * - SQL statements in progress"), its next BEGIN meets "database is locked", and writes outside a
 * transaction report success while they pile up in a transaction that never commits, holding the lock
 * against every other process. So a connection whose write failed with SQLITE_BUSY is never used
 * again: the writer connection is closed and opened afresh, the main one replaced (closed a little
 * later, once reads that hold it have finished).
 */

const writeMethods = [
  'create',
  'createGlobal',
  'createGlobalVersion',
  'createVersion',
  'deleteMany',
  'deleteOne',
  'deleteVersions',
  'updateGlobal',
  'updateGlobalVersion',
  'updateJobs',
  'updateMany',
  'updateOne',
  'updateVersion',
  'upsert',
] as const

type TransactionID = number | string

type Session = { db: unknown; resolve: () => Promise<void>; reject: () => Promise<void> }

type Adapter = BaseDatabaseAdapter & {
  clientConfig: Config
  busyTimeout?: number
  logger?: unknown
  schema: Record<string, unknown>
  sessions: Record<string, Session>
}

type Method = (this: Adapter, ...args: unknown[]) => Promise<unknown>

type MainConnection = {
  client?: Client
  drizzle?: unknown
  wal?: { synchronous?: string } | false
}

/** Whether an error (or one it was caused by) is SQLite's SQLITE_BUSY ("database is locked"). */
export function isSqliteBusy(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && code.startsWith('SQLITE_BUSY')) return true
    if (typeof message === 'string' && /SQLITE_BUSY|database is locked/.test(message)) return true
    e = (e as { cause?: unknown }).cause
  }
  return false
}

/** How long a replaced main connection stays open for reads that still hold it. */
const RETIRED_CONNECTION_MS = 30_000

/** Opens a connection like the adapter's own (busy timeout, WAL's synchronous setting). */
async function openConnection(a: Adapter): Promise<Client> {
  const client = createClient(a.clientConfig)
  if (a.busyTimeout) await client.execute(`PRAGMA busy_timeout = ${a.busyTimeout}`)
  const wal = (a as unknown as MainConnection).wal
  if (wal && wal.synchronous) await client.execute(`PRAGMA synchronous = ${wal.synchronous}`)
  return client
}

async function sessionOf(adapter: Adapter, args: unknown): Promise<TransactionID | null> {
  const raw = (args as { req?: { transactionID?: unknown } } | undefined)?.req?.transactionID
  const id = (raw instanceof Promise ? await raw : raw) as TransactionID | undefined
  return id !== undefined && id !== null && adapter.sessions[String(id)] ? id : null
}

/** Wraps Payload's SQLite adapter: transactions on, and all writes through one gate. */
export function gateSqliteWrites(
  adapterObj: DatabaseAdapterObj,
  { waitMs = 15_000 }: { waitMs?: number } = {},
): DatabaseAdapterObj {
  const init = adapterObj.init
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = init(args) as Adapter
      const gate = createWriteGate(waitMs)
      const methods = adapter as unknown as Record<string, Method>
      let writer: Promise<{ client: Client; db: unknown }> | null = null
      let migrating = false

      const writerOf = (a: Adapter) =>
        (writer ??= (async () => {
          const client = await openConnection(a)
          const db = drizzle(client, { schema: a.schema, logger: (a.logger as false) || false })
          return { client, db }
        })())
      // Called holding the gate, so nothing else is using the writer connection.
      const discardWriter = async () => {
        const current = writer
        writer = null
        if (current) (await current.catch(() => null))?.client.close()
      }
      // Called holding the gate: no write uses the main connection meanwhile; a read may still hold
      // it, so it is closed later.
      const replaceMain = async (a: Adapter) => {
        const main = a as unknown as MainConnection
        const old = main.client
        const client = await openConnection(a)
        main.client = client
        main.drizzle = drizzle(client, { schema: a.schema, logger: (a.logger as false) || false })
        if (old) setTimeout(() => old.close(), RETIRED_CONNECTION_MS).unref()
      }

      methods.beginTransaction = async function () {
        const release = await gate.acquire()
        try {
          const { client, db } = await writerOf(this)
          try {
            await client.execute('BEGIN IMMEDIATE')
          } catch (error) {
            // A BEGIN that met the lock stays active (see above) and would fail the next COMMIT.
            await discardWriter()
            throw error
          }
          let open = true
          const end = async (statement: 'COMMIT' | 'ROLLBACK') => {
            if (!open) return
            open = false
            try {
              if (statement === 'COMMIT' && migrating) {
                const broken = await client.execute('PRAGMA foreign_key_check')
                if (broken.rows.length)
                  throw new Error(
                    `migration leaves ${broken.rows.length} broken reference(s), first in ${String(broken.rows[0]?.table)}`,
                  )
              }
              await client.execute(statement)
            } catch (error) {
              // The transaction may still be open (a COMMIT refused), and a failed statement may be
              // left active on the connection: roll back, then never use this connection again. Closing
              // it ends whatever is still open there, so the lock is never left held.
              await client.execute('ROLLBACK').catch(() => undefined)
              await discardWriter()
              throw error
            } finally {
              release()
            }
          }
          const id = crypto.randomUUID()
          this.sessions[id] = { db, resolve: () => end('COMMIT'), reject: () => end('ROLLBACK') }
          return id
        } catch (error) {
          release()
          throw error
        }
      }
      // Unlike the stock versions these let a failed COMMIT reach the caller: an order must not be
      // reported placed when it was not written.
      for (const [name, outcome] of [
        ['commitTransaction', 'resolve'],
        ['rollbackTransaction', 'reject'],
      ] as const) {
        methods[name] = async function (incoming) {
          const id = String(incoming instanceof Promise ? await incoming : incoming)
          const session = this.sessions[id]
          if (!session) return
          delete this.sessions[id]
          await session[outcome]()
        }
      }

      for (const name of writeMethods) {
        const write = methods[name]
        if (!write) continue
        methods[name] = async function (...a) {
          if (await sessionOf(this, a[0])) return write.apply(this, a)
          const release = await gate.acquire()
          try {
            return await write.apply(this, a)
          } catch (error) {
            if (isSqliteBusy(error)) await replaceMain(this)
            throw error
          } finally {
            release()
          }
        }
      }

      for (const name of ['migrate', 'migrateDown', 'migrateRefresh', 'migrateReset'] as const) {
        const run = methods[name]
        if (!run) continue
        methods[name] = async function (...a) {
          const { client } = await writerOf(this)
          // Outside any transaction, or SQLite ignores it.
          await client.execute('PRAGMA foreign_keys = OFF')
          migrating = true
          try {
            return await run.apply(this, a)
          } finally {
            migrating = false
            await client.execute('PRAGMA foreign_keys = ON')
          }
        }
      }

      const destroy = methods.destroy
      methods.destroy = async function (...a) {
        if (writer) (await writer).client.close()
        writer = null
        return destroy?.apply(this, a)
      }
      return adapter
    },
  }
}
