import { sql } from '@payloadcms/db-sqlite'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

type SqlQuery = ReturnType<typeof sql>
type PgDb = { execute: (q: SqlQuery) => Promise<{ rows: Record<string, unknown>[] }> }
type SqliteDb = { all: (q: SqlQuery) => Promise<Record<string, unknown>[]> }

type DrizzleAdapter = {
  name: string
  drizzle: unknown
  sessions?: Record<string, { db: unknown }>
}

export { sql }

/** Runs one SQL statement (on the request's transaction when there is one) and returns its rows. */
export async function queryRows(
  payload: Payload,
  req: Partial<PayloadRequest> | undefined,
  query: SqlQuery,
): Promise<Record<string, unknown>[]> {
  const adapter = payload.db as unknown as DrizzleAdapter
  const tid = req?.transactionID ? await req.transactionID : undefined
  const db = (tid !== undefined && adapter.sessions?.[String(tid)]?.db) || adapter.drizzle
  if (adapter.name === 'postgres') return (await (db as PgDb).execute(query)).rows
  return (db as SqliteDb).all(query)
}

/**
 * One unit of work: a database transaction on either dialect (SQLite's are made safe by
 * sqliteWriteGate.ts). Everything written through `req` commits together or not at all, so a failure
 * or a crash half way leaves nothing behind; each stock and coupon step is also a single conditional
 * statement, so concurrent buyers never oversell.
 */
export async function unitOfWork<T>(
  payload: Payload,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const req = await createLocalReq({}, payload)
  const tid = await payload.db.beginTransaction()
  if (!tid) throw new Error('the database adapter gave no transaction')
  req.transactionID = tid
  try {
    const result = await work(req)
    await payload.db.commitTransaction(tid)
    return result
  } catch (error) {
    await payload.db.rollbackTransaction(tid)
    throw error
  }
}
