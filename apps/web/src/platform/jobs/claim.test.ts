import { createClient } from '@libsql/client'
import { drizzle } from '@payloadcms/db-sqlite/drizzle/libsql'
import type { DatabaseAdapterObj } from 'payload'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import {
  atomicJobClaims,
  claimStatement,
  isClaim,
  JOB_LEASE_MS,
  releaseStaleStatement,
} from './claim'

type Db = ReturnType<typeof drizzle>

const now = new Date('2026-11-25T10:00:00.000Z')
const iso = (msFromNow: number) => new Date(now.getTime() + msFromNow).toISOString()

/** The columns of Payload's payload_jobs that a claim reads, as the SQLite migration has them. */
async function jobsTable() {
  const client = createClient({ url: ':memory:' })
  await client.execute(`CREATE TABLE payload_jobs (
    id integer PRIMARY KEY, processing integer DEFAULT 0, completed_at text, has_error integer DEFAULT 0,
    wait_until text, updated_at text NOT NULL)`)
  const db = drizzle(client)
  const insert = (id: number, cols: Record<string, unknown> = {}) => {
    const row = {
      processing: 0,
      completed_at: null,
      has_error: 0,
      wait_until: null,
      updated_at: iso(-60_000),
      ...cols,
    }
    return client.execute({
      sql: `INSERT INTO payload_jobs (id, processing, completed_at, has_error, wait_until, updated_at) VALUES (?, ?, ?, ?, ?, ?)`,
      args: [
        id,
        row.processing,
        row.completed_at,
        row.has_error,
        row.wait_until,
        row.updated_at,
      ] as never,
    })
  }
  const processing = async () =>
    (await client.execute('SELECT id FROM payload_jobs WHERE processing = 1 ORDER BY id')).rows.map(
      (r) => Number(r.id),
    )
  return { client, db, insert, processing }
}

const claim = (db: Db, id: number, batch = true) =>
  db.all(claimStatement('sqlite', id, now, { batch })) as Promise<unknown[]>

describe('isClaim', () => {
  it('is the runner taking jobs and nothing else', () => {
    expect(isClaim({ data: { processing: true } })).toBe(true)
    expect(isClaim({ data: { processing: true, updatedAt: now.toISOString() } })).toBe(true)
    expect(isClaim({ data: { processing: false } })).toBe(false)
    expect(isClaim({ data: { processing: true, hasError: true } })).toBe(false)
    expect(isClaim({ data: { log: { $push: {} }, processing: false, totalTried: 1 } })).toBe(false)
  })
})

describe('the conditional claim', () => {
  let t: Awaited<ReturnType<typeof jobsTable>>
  beforeEach(async () => {
    t = await jobsTable()
  })

  it('lets only the first of two claims of one job win', async () => {
    await t.insert(1)
    expect(await claim(t.db, 1)).toHaveLength(1)
    expect(await claim(t.db, 1)).toHaveLength(0)
    expect(await t.processing()).toEqual([1])
  })

  it('does not take a finished, failed or not yet due job in a batch', async () => {
    await t.insert(1, { completed_at: iso(-1000) })
    await t.insert(2, { has_error: 1 })
    await t.insert(3, { wait_until: iso(60_000) })
    await t.insert(4, { wait_until: iso(-1000) })
    for (const id of [1, 2, 3, 4]) await claim(t.db, id)
    expect(await t.processing()).toEqual([4])
  })

  it('takes a job by id whenever nobody runs it (run by id ignores the wait)', async () => {
    await t.insert(3, { wait_until: iso(60_000) })
    expect(await claim(t.db, 3, false)).toHaveLength(1)
    expect(await claim(t.db, 3, false)).toHaveLength(0)
  })

  it('frees a job whose process died, and only after the lease', async () => {
    await t.insert(1, { processing: 1, updated_at: iso(-JOB_LEASE_MS - 1000) })
    await t.insert(2, { processing: 1, updated_at: iso(-JOB_LEASE_MS + 60_000) })
    await t.db.run(releaseStaleStatement('sqlite', now))
    expect(await t.processing()).toEqual([2])
  })
})

describe('atomicJobClaims', () => {
  it('gives each job to one of two runners that read the same jobs at once', async () => {
    const t = await jobsTable()
    for (let id = 1; id <= 6; id++) await t.insert(id)
    // Both runners read before either writes: the race Payload's read-then-write claim loses.
    const snapshot = [1, 2, 3, 4, 5, 6].map((id) => ({ id }))
    const original = vi.fn(async () => [])
    const runner = () => {
      const adapter = {
        name: 'sqlite',
        drizzle: t.db,
        sessions: {},
        updateJobs: original,
        find: vi.fn(async ({ where }: { where: { id?: { in: number[] } } }) => ({
          docs: where?.id?.in ? where.id.in.map((id) => ({ id })) : snapshot,
        })),
      }
      const obj = { init: () => adapter } as unknown as DatabaseAdapterObj
      return atomicJobClaims(obj).init({ payload: {} as never }) as unknown as typeof adapter
    }
    const [a, b] = [runner(), runner()]
    const args = { data: { processing: true }, where: {}, limit: 10, req: {} }
    const [wonA, wonB] = await Promise.all([
      (a.updateJobs as (x: unknown) => Promise<{ id: number }[]>)(args),
      (b.updateJobs as (x: unknown) => Promise<{ id: number }[]>)(args),
    ])
    const ids = [...wonA, ...wonB].map((job) => job.id).sort()
    expect(ids).toEqual([1, 2, 3, 4, 5, 6])
    expect(new Set(ids).size).toBe(6)
    expect(original).not.toHaveBeenCalled()
  })

  it('leaves every other update of a job to Payload', async () => {
    const original = vi.fn(async () => [{ id: 1 }])
    const obj = {
      init: () => ({ name: 'sqlite', updateJobs: original }),
    } as unknown as DatabaseAdapterObj
    const adapter = atomicJobClaims(obj).init({ payload: {} as never }) as unknown as {
      updateJobs: (x: unknown) => Promise<unknown>
    }
    await adapter.updateJobs({ id: 1, data: { processing: false, totalTried: 1 } })
    expect(original).toHaveBeenCalledTimes(1)
  })
})
