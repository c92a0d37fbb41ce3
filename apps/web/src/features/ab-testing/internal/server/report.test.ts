import { describe, expect, it } from 'vitest'

import { buildReport } from './report'

describe('the test report', () => {
  const counts = [
    { subjectId: 'a', recordType: 'impression', count: 263 },
    { subjectId: 'a', recordType: 'click_goal', count: 81 },
    { subjectId: 'b', recordType: 'impression', count: 1 },
    { subjectId: 'b', recordType: 'click_goal', count: 1 },
  ]
  const daily = [
    { day: '2026-11-24', subjectId: 'a', recordType: 'impression', count: 200 },
    { day: '2026-11-25', subjectId: 'a', recordType: 'impression', count: 63 },
    { day: '2026-11-25', subjectId: 'a', recordType: 'click_goal', count: 81 },
  ]
  const report = buildReport(
    { testId: 3, status: 'running', subjects: ['a', 'b'], goal: 'module' },
    counts,
    daily,
  )

  it('gives each subject its rate and Wilson interval per record type', () => {
    const cell = report.subjects[0]!.records.click_goal!
    expect(cell.count).toBe(81)
    expect(cell.rate).toBeCloseTo(81 / 263, 10)
    expect(cell.low).toBeCloseTo(0.2553, 4)
    expect(cell.high).toBeCloseTo(0.3662, 4)
  })

  it('judges a module goal by clicks and warns while a subject has too few impressions', () => {
    expect(report.primary).toBe('click_goal')
    expect(report.tooSmall).toBe(true)
    expect(report.subjects[1]!.records.click_goal!.chance).toBeGreaterThan(0.5)
    expect(report.best).toBe('b')
  })

  it('sums the days for the chart over time', () => {
    expect(report.days).toEqual([
      { day: '2026-11-24', bySubject: { a: { impressions: 200, primary: 0 } } },
      { day: '2026-11-25', bySubject: { a: { impressions: 63, primary: 81 } } },
    ])
  })
})
