import type { Payload } from 'payload'

import {
  IMPRESSION,
  RECORD_TYPES,
  type GoalKind,
  type RecordType,
  type TestStatus,
} from '../contract'
import { chanceToBeat, MIN_IMPRESSIONS, wilsonInterval } from '../stats'
import { readCounts, readDailyCounts, type CountRow, type DayRow } from './store'
import type { AbTest } from './tests'

export type ReportCell = { count: number; rate: number; low: number; high: number; chance: number }
export type AbReportData = {
  testId: number
  status: TestStatus
  primary: RecordType
  recordTypes: readonly RecordType[]
  subjects: { id: string; impressions: number; records: Record<string, ReportCell> }[]
  days: { day: string; bySubject: Record<string, { impressions: number; primary: number }> }[]
  minImpressions: number
  tooSmall: boolean
  /** The subject most likely best on the primary measure (the control unless a variant beats it). */
  best: string | null
  winner: string | null
}

/** The measure a goal is judged by. */
export function primaryRecord(goal: GoalKind): RecordType {
  if (goal === 'module') return 'click_goal'
  if (goal === 'tracker') return 'con_short'
  return 'con_goal'
}

/** Pure: the report from the rolled-up counts. */
export function buildReport(
  test: Pick<AbTest, 'testId' | 'status' | 'subjects' | 'goal'> & { winner?: string | null },
  counts: readonly CountRow[],
  daily: readonly DayRow[],
): AbReportData {
  const count = (subject: string, type: string) =>
    counts.find((c) => c.subjectId === subject && c.recordType === type)?.count ?? 0
  const primary = primaryRecord(test.goal)
  const control = test.subjects[0]!
  const subjects = test.subjects.map((id) => {
    const impressions = count(id, IMPRESSION)
    const records: Record<string, ReportCell> = {}
    for (const type of RECORD_TYPES) {
      const n = Math.min(count(id, type), impressions)
      const { low, high } = wilsonInterval(n, impressions)
      const c = count(control, type)
      const chance = chanceToBeat(
        { successes: Math.min(c, count(control, IMPRESSION)), trials: count(control, IMPRESSION) },
        { successes: n, trials: impressions },
      )
      records[type] = { count: n, rate: impressions ? n / impressions : 0, low, high, chance }
    }
    return { id, impressions, records }
  })
  const days = new Map<string, Record<string, { impressions: number; primary: number }>>()
  for (const row of daily) {
    const bySubject = days.get(row.day) ?? {}
    const cell = (bySubject[row.subjectId] ??= { impressions: 0, primary: 0 })
    if (row.recordType === IMPRESSION) cell.impressions += row.count
    if (row.recordType === primary) cell.primary += row.count
    days.set(row.day, bySubject)
  }
  let best: string | null = subjects.some((s) => s.impressions > 0) ? control : null
  let bestChance = 0.5
  for (const s of subjects.slice(1)) {
    const chance = s.records[primary]!.chance
    if (chance > bestChance) {
      best = s.id
      bestChance = chance
    }
  }
  return {
    testId: test.testId,
    status: test.status,
    primary,
    recordTypes: RECORD_TYPES,
    subjects,
    days: [...days].map(([day, bySubject]) => ({ day, bySubject })),
    minImpressions: MIN_IMPRESSIONS,
    tooSmall: subjects.some((s) => s.impressions < MIN_IMPRESSIONS),
    best,
    winner: test.winner ?? null,
  }
}

export async function reportOf(payload: Payload, test: AbTest & { winner?: string | null }) {
  const [counts, daily] = await Promise.all([
    readCounts(payload, undefined, test.testId),
    readDailyCounts(payload, test.testId),
  ])
  return buildReport(test, counts, daily)
}
