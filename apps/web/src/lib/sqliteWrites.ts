import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'

/**
 * SQLite allows one writer at a time, and @libsql/client runs every statement synchronously on Node's
 * one thread. A transaction holds its own connection; if another request then writes on a second
 * connection, SQLite's busy handler waits *synchronously*, so the transaction it waits for can never
 * finish. That is why Payload leaves SQLite transactions off by default.
 *
 * With this gate they are on. Every transaction and every write outside one takes the gate in turn
 * (first come, first served), so within a process two writers never meet in SQLite; reads never wait
 * (WAL lets them read the last committed state). The busy timeout still covers other processes, such
 * as a seed or a migration run next to the server.
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

export class WriteGateTimeout extends Error {
  constructor(waitMs: number) {
    super(`Databasen var upptagen i mer än ${waitMs} ms. Försök igen.`)
    this.name = 'WriteGateTimeout'
  }
}

/** A first-come-first-served lock whose waiters give up after `waitMs` (a deadlock becomes an error). */
export function createWriteGate(waitMs: number) {
  let tail: Promise<void> = Promise.resolve()
  return {
    async acquire(): Promise<() => void> {
      let release!: () => void
      const mine = new Promise<void>((resolve) => (release = resolve))
      const before = tail
      tail = before.then(() => mine)
      let timer: NodeJS.Timeout | undefined
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), waitMs)
        timer.unref()
      })
      const outcome = await Promise.race([before.then(() => 'ready' as const), timedOut])
      clearTimeout(timer)
      if (outcome === 'timeout') {
        // Keep the queue moving: our turn passes straight on when it comes.
        void before.then(release)
        throw new WriteGateTimeout(waitMs)
      }
      let released = false
      return () => {
        if (released) return
        released = true
        release()
      }
    },
  }
}

type SqliteClient = {
  execute(sql: string): Promise<unknown>
  transaction(mode?: string): Promise<unknown>
}

type Adapter = BaseDatabaseAdapter & {
  client?: SqliteClient
  sessions?: Record<string, unknown>
  busyTimeout?: number
}

type Method = (this: Adapter, ...args: unknown[]) => Promise<unknown>

async function sessionOf(adapter: Adapter, args: unknown): Promise<TransactionID | null> {
  const raw = (args as { req?: { transactionID?: unknown } } | undefined)?.req?.transactionID
  const id = (raw instanceof Promise ? await raw : raw) as TransactionID | undefined
  return id !== undefined && id !== null && adapter.sessions?.[String(id)] ? id : null
}

/** Wraps Payload's SQLite adapter so that its transactions and writes pass through one gate. */
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
      const held = new Map<string, () => void>()
      const methods = adapter as unknown as Record<string, Method>

      const begin = methods.beginTransaction as Method
      methods.beginTransaction = async function (...a) {
        const release = await gate.acquire()
        try {
          const id = (await begin.apply(this, a)) as TransactionID | null
          if (id === null || id === undefined) release()
          else held.set(String(id), release)
          return id
        } catch (error) {
          release()
          throw error
        }
      }
      for (const name of ['commitTransaction', 'rollbackTransaction'] as const) {
        const end = methods[name] as Method
        methods[name] = async function (incoming) {
          const id = String(incoming instanceof Promise ? await incoming : incoming)
          try {
            return await end.call(this, id)
          } finally {
            held.get(id)?.()
            held.delete(id)
          }
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
          } finally {
            release()
          }
        }
      }

      // A transaction takes over the client's connection and the client opens a fresh one for what
      // comes next; that one needs the busy timeout too (a pragma is per connection).
      const connect = methods.connect as Method
      methods.connect = async function (...a) {
        await connect.apply(this, a)
        const client = this.client
        if (!client || (client as { gated?: boolean }).gated) return
        const transaction = client.transaction.bind(client)
        client.transaction = async (mode?: string) => {
          const tx = await transaction(mode)
          if (this.busyTimeout) await client.execute(`PRAGMA busy_timeout = ${this.busyTimeout};`)
          return tx
        }
        ;(client as { gated?: boolean }).gated = true
      }
      return adapter
    },
  }
}
