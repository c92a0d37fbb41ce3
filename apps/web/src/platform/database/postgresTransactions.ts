import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'

import { createWriteGate } from './writeGate'

type TransactionID = number | string
type Method = (this: BaseDatabaseAdapter, ...args: unknown[]) => Promise<unknown>

/**
 * Caps PostgreSQL's concurrent transactions below the pool size. A transaction holds a pooled
 * connection, and hooks inside it (the commerce plugin's among them) still read without the
 * transaction, on a second connection; with as many open transactions as connections, each would
 * wait for a connection none gives back. With places kept free, those reads always get one.
 */
export function limitPostgresTransactions(
  adapterObj: DatabaseAdapterObj,
  { poolSize, waitMs = 15_000 }: { poolSize: number; waitMs?: number },
): DatabaseAdapterObj {
  const init = adapterObj.init
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = init(args) as BaseDatabaseAdapter
      const gate = createWriteGate(waitMs, Math.max(1, poolSize - 2))
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
      return adapter
    },
  }
}
