import type { BaseDatabaseAdapter, DatabaseAdapterObj, Payload, Where } from 'payload'

import { queryRows, sql } from '../database/sql'

/**
 * A job left `processing` this long was taken by a process that died (SIGKILL, power cut): the next
 * claim takes it back, so it runs again instead of blocking its schedule for ever. Every task here
 * finishes in seconds and Payload touches `updatedAt` after each task, so a live job is never this old.
 */
export const JOB_LEASE_MS = 15 * 60_000

type Dialect = 'sqlite' | 'postgres'
type Req = { transactionID?: number | string | Promise<number | string> }
type UpdateJobsArgs = {
  id?: number | string
  data: Record<string, unknown>
  limit?: number
  req?: Req
  returning?: boolean
  sort?: string | string[]
  where?: Where
}
type JobDoc = { id: number | string } & Record<string, unknown>
type UpdateJobs = (args: UpdateJobsArgs) => Promise<JobDoc[] | null>
type Adapter = Pick<BaseDatabaseAdapter, 'name'> & {
  find: (args: Record<string, unknown>) => Promise<{ docs: JobDoc[] }>
  updateJobs: UpdateJobs
}

/**
 * Payload's runner claims jobs with `updateJobs({ data: { processing: true } })`: the adapter reads the
 * runnable jobs, then writes `processing` on each by id. Between that read and those writes a second
 * process can read the same jobs, and on PostgreSQL (read committed) both then run them. A claim is
 * that call and nothing else; every other update (task logs, results, releases) is left to Payload.
 */
export function isClaim(args: Pick<UpdateJobsArgs, 'data'>): boolean {
  const keys = Object.keys(args.data).filter((key) => key !== 'updatedAt')
  return keys.length === 1 && args.data.processing === true
}

const truth = (dialect: Dialect, value: boolean) =>
  sql.raw(dialect === 'postgres' ? String(value) : value ? '1' : '0')

/**
 * The claim itself: one conditional UPDATE per job, which only one process can win, since the row
 * must still be free when it is written (PostgreSQL re-checks the condition after waiting for a
 * competing writer's lock; SQLite has one writer at a time). A job taken by another process is
 * skipped. A batch claim (no id) also asks that the job is still runnable.
 */
export function claimStatement(
  dialect: Dialect,
  id: number | string,
  now: Date,
  { batch }: { batch: boolean },
) {
  const at = now.toISOString()
  const runnable = batch
    ? sql`AND completed_at IS NULL AND (has_error IS NULL OR has_error = ${truth(dialect, false)})
          AND (wait_until IS NULL OR wait_until < ${at})`
    : sql``
  return sql`UPDATE payload_jobs SET processing = ${truth(dialect, true)}, updated_at = ${at}
    WHERE id = ${id} AND (processing IS NULL OR processing = ${truth(dialect, false)}) ${runnable}
    RETURNING id`
}

/** Frees jobs whose process died holding them (see JOB_LEASE_MS); they are claimed again like any other. */
export function releaseStaleStatement(dialect: Dialect, now: Date, leaseMs = JOB_LEASE_MS) {
  const before = new Date(now.getTime() - leaseMs).toISOString()
  return sql`UPDATE payload_jobs SET processing = ${truth(dialect, false)}
    WHERE processing = ${truth(dialect, true)} AND completed_at IS NULL AND updated_at < ${before}`
}

async function claimJobs(adapter: Adapter, args: UpdateJobsArgs): Promise<JobDoc[] | null> {
  const dialect: Dialect = adapter.name === 'postgres' ? 'postgres' : 'sqlite'
  // queryRows runs on the request's transaction when it has one, else on the adapter's connection.
  const run = (query: ReturnType<typeof sql>) =>
    queryRows({ db: adapter } as unknown as Payload, args.req as never, query)
  const now = new Date()
  const batch = args.id === undefined
  if (batch) await run(releaseStaleStatement(dialect, now))
  const candidates = batch
    ? (
        await adapter.find({
          collection: 'payload-jobs',
          where: args.where,
          limit: args.limit,
          sort: args.sort,
          pagination: false,
          req: args.req,
        })
      ).docs
    : [{ id: args.id as number | string }]
  const won: Array<number | string> = []
  for (const job of candidates) {
    const rows = await run(claimStatement(dialect, job.id, now, { batch }))
    if (rows.length) won.push(job.id)
  }
  if (args.returning === false || !won.length) return args.returning === false ? null : []
  // Read back what was won, so the runner starts from the row as it is now.
  const { docs } = await adapter.find({
    collection: 'payload-jobs',
    where: { id: { in: won } },
    limit: won.length,
    sort: args.sort,
    pagination: false,
    req: args.req,
  })
  return docs
}

/**
 * Wraps a Payload database adapter so that claiming jobs is atomic: whatever the number of processes
 * running the queue, each job is taken by exactly one (docs/architecture.md, "Background jobs").
 */
export function atomicJobClaims(adapterObj: DatabaseAdapterObj): DatabaseAdapterObj {
  const init = adapterObj.init
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = init(args)
      const methods = adapter as unknown as Adapter
      const updateJobs = methods.updateJobs
      methods.updateJobs = async function (this: Adapter, a: UpdateJobsArgs) {
        return isClaim(a) ? claimJobs(this, a) : updateJobs.call(this, a)
      }
      return adapter
    },
  }
}
