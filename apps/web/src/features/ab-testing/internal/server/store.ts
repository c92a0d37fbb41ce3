import type { Payload, PayloadRequest } from 'payload'

import { queryRows, sql, unitOfWork } from '@/platform/database/sql'

import { IMPRESSION, type RecordType } from '../contract'

/**
 * The statistics, outside Payload's schema (made with idempotent DDL, like the search index):
 *
 * - `ab_records`: the append log, one row per visitor, test and record type. Its primary key is the
 *   rule "each visitor's record counts once": a retried or replayed request inserts nothing. The
 *   visitor's `impression` row is also their assignment (the subject they were given).
 * - `ab_counts`: counters rolled up per test, subject, record type and day, raised in the same
 *   transaction as the rows that were new. Reports read only these, so they stay fast however many
 *   records the log holds; the log is read only for one visitor's assignment (primary-key lookup).
 */
const schema = {
  sqlite: [
    `CREATE TABLE IF NOT EXISTS ab_records (
      test_id INTEGER NOT NULL,
      visitor TEXT NOT NULL,
      record_type TEXT NOT NULL,
      subject_id TEXT NOT NULL,
      created_at TEXT NOT NULL,
      PRIMARY KEY (test_id, visitor, record_type)
    ) WITHOUT ROWID`,
    `CREATE TABLE IF NOT EXISTS ab_counts (
      test_id INTEGER NOT NULL,
      subject_id TEXT NOT NULL,
      record_type TEXT NOT NULL,
      day TEXT NOT NULL,
      count INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (test_id, subject_id, record_type, day)
    ) WITHOUT ROWID`,
  ],
  postgres: [
    `SELECT pg_advisory_xact_lock(hashtext('smedja.ab_records'))`,
    `CREATE TABLE IF NOT EXISTS ab_records (
      test_id integer NOT NULL,
      visitor text NOT NULL,
      record_type text NOT NULL,
      subject_id text NOT NULL,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (test_id, visitor, record_type)
    )`,
    `CREATE TABLE IF NOT EXISTS ab_counts (
      test_id integer NOT NULL,
      subject_id text NOT NULL,
      record_type text NOT NULL,
      day text NOT NULL,
      count integer NOT NULL DEFAULT 0,
      PRIMARY KEY (test_id, subject_id, record_type, day)
    )`,
  ],
}

const ensured = new WeakMap<Payload, Promise<void>>()

/** Creates the statistics tables if missing; once per Payload instance (retried after a failure). */
export function ensureAbTables(payload: Payload): Promise<void> {
  let done = ensured.get(payload)
  if (!done) {
    const ddl = payload.db.name === 'postgres' ? schema.postgres : schema.sqlite
    done = unitOfWork(payload, async (req) => {
      for (const statement of ddl) await queryRows(payload, req, sql.raw(statement))
    })
    done.catch(() => ensured.delete(payload))
    ensured.set(payload, done)
  }
  return done
}

export type NewRecord = { subjectId: string; recordType: RecordType | typeof IMPRESSION }

const dayOf = (now: Date) => now.toISOString().slice(0, 10)

/**
 * Appends one visitor's records for a test and raises the counters of those that were new. Returns
 * how many were new; a record the visitor already has changes nothing.
 */
async function appendRecords(
  payload: Payload,
  req: PayloadRequest,
  testId: number,
  visitor: string,
  records: readonly NewRecord[],
  now: Date,
): Promise<NewRecord[]> {
  if (!records.length) return []
  const at = now.toISOString()
  const values = sql.join(
    records.map((r) => sql`(${testId}, ${visitor}, ${r.recordType}, ${r.subjectId}, ${at})`),
    sql`, `,
  )
  const inserted = await queryRows(
    payload,
    req,
    sql`INSERT INTO ab_records (test_id, visitor, record_type, subject_id, created_at)
        VALUES ${values} ON CONFLICT DO NOTHING RETURNING record_type, subject_id`,
  )
  const day = dayOf(now)
  for (const row of inserted) {
    await queryRows(
      payload,
      req,
      sql`INSERT INTO ab_counts (test_id, subject_id, record_type, day, count)
          VALUES (${testId}, ${String(row.subject_id)}, ${String(row.record_type)}, ${day}, 1)
          ON CONFLICT (test_id, subject_id, record_type, day)
          DO UPDATE SET count = ab_counts.count + 1`,
    )
  }
  return inserted.map((row) => ({
    subjectId: String(row.subject_id),
    recordType: String(row.record_type) as NewRecord['recordType'],
  }))
}

/** The subject a visitor was given in a test, or null. */
export async function assignedSubject(
  payload: Payload,
  req: PayloadRequest | undefined,
  testId: number,
  visitor: string,
): Promise<string | null> {
  const rows = await queryRows(
    payload,
    req,
    sql`SELECT subject_id FROM ab_records
        WHERE test_id = ${testId} AND visitor = ${visitor} AND record_type = ${IMPRESSION}`,
  )
  return rows[0] ? String(rows[0].subject_id) : null
}

/**
 * Picks the subject with the fewest impressions so far (ties by position, control first): subjects
 * stay balanced however visitors arrive. Pure, for the test.
 */
export function leastShown(subjects: readonly string[], impressions: ReadonlyMap<string, number>) {
  let best = subjects[0]!
  for (const subject of subjects)
    if ((impressions.get(subject) ?? 0) < (impressions.get(best) ?? 0)) best = subject
  return best
}

/** Impressions per subject of a test, from its counters. */
async function impressionsOf(
  payload: Payload,
  req: PayloadRequest | undefined,
  testId: number,
): Promise<Map<string, number>> {
  const impressions = new Map<string, number>()
  for (const c of await readCounts(payload, req, testId))
    if (c.recordType === IMPRESSION) impressions.set(c.subjectId, c.count)
  return impressions
}

/** The subject a new visitor of the test would be given now (nothing is written). */
export async function nextSubject(
  payload: Payload,
  testId: number,
  subjects: readonly string[],
): Promise<string> {
  return leastShown(subjects, await impressionsOf(payload, undefined, testId))
}

/**
 * The visitor's subject in a test: the one they were given before, else a new balanced assignment
 * (or `chosen`, a subject picked by `nextSubject` that the visitor is known to be able to see),
 * written with its impression. Two concurrent first requests of one visitor agree (the primary key
 * lets only one impression in; the other reads it).
 */
export async function assignSubject(
  payload: Payload,
  testId: number,
  subjects: readonly string[],
  visitor: string,
  now: Date,
  chosen?: string,
): Promise<string> {
  await ensureAbTables(payload)
  const known = await assignedSubject(payload, undefined, testId, visitor)
  if (known && subjects.includes(known)) return known
  return unitOfWork(payload, async (req) => {
    const subject =
      chosen && subjects.includes(chosen)
        ? chosen
        : leastShown(subjects, await impressionsOf(payload, req, testId))
    const added = await appendRecords(
      payload,
      req,
      testId,
      visitor,
      [{ subjectId: subject, recordType: IMPRESSION }],
      now,
    )
    if (added.length) return subject
    return (await assignedSubject(payload, req, testId, visitor)) ?? subject
  })
}

/** Records a visitor's flags; returns how many were new (the rest were already counted). */
export async function recordEvents(
  payload: Payload,
  testId: number,
  visitor: string,
  records: readonly NewRecord[],
  now: Date,
): Promise<number> {
  await ensureAbTables(payload)
  const added = await unitOfWork(payload, (req) =>
    appendRecords(payload, req, testId, visitor, records, now),
  )
  return added.length
}

export type CountRow = { subjectId: string; recordType: string; count: number }

/** A test's counters summed over days, per subject and record type (impressions included). */
export async function readCounts(
  payload: Payload,
  req: PayloadRequest | undefined,
  testId: number,
): Promise<CountRow[]> {
  await ensureAbTables(payload)
  const rows = await queryRows(
    payload,
    req,
    sql`SELECT subject_id, record_type, SUM(count) AS total FROM ab_counts
        WHERE test_id = ${testId} GROUP BY subject_id, record_type`,
  )
  return rows.map((row) => ({
    subjectId: String(row.subject_id),
    recordType: String(row.record_type),
    count: Number(row.total),
  }))
}

export type DayRow = { day: string; subjectId: string; recordType: string; count: number }

/** The counters per day, for the report's chart over time. */
export async function readDailyCounts(payload: Payload, testId: number): Promise<DayRow[]> {
  await ensureAbTables(payload)
  const rows = await queryRows(
    payload,
    undefined,
    sql`SELECT day, subject_id, record_type, count FROM ab_counts
        WHERE test_id = ${testId} ORDER BY day`,
  )
  return rows.map((row) => ({
    day: String(row.day),
    subjectId: String(row.subject_id),
    recordType: String(row.record_type),
    count: Number(row.count),
  }))
}
