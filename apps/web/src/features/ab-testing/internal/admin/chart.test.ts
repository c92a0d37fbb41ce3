import { describe, expect, it } from 'vitest'

import type { AbReportData } from '../server/report'
import { chartGeometry, linePath } from './chart'

describe('the report chart over time', () => {
  const report: Pick<AbReportData, 'subjects' | 'days'> = {
    subjects: [
      { id: 'a', impressions: 300, records: {} },
      { id: 'b', impressions: 100, records: {} },
    ],
    days: [
      { day: '2026-11-23', bySubject: { a: { impressions: 100, primary: 10 } } },
      {
        day: '2026-11-24',
        bySubject: { a: { impressions: 200, primary: 30 }, b: { impressions: 100, primary: 18 } },
      },
      { day: '2026-11-25', bySubject: { a: { impressions: 0, primary: 0 } } },
    ],
  }
  const chart = chartGeometry(report, { width: 400, height: 200 })

  it('plots each subject’s daily rate on the primary measure, skipping days without impressions', () => {
    expect(chart.series.map((s) => s.label)).toEqual(['Original', 'Variant 1'])
    expect(chart.series[0]!.points.map((p) => [p.day, p.rate])).toEqual([
      ['2026-11-23', 0.1],
      ['2026-11-24', 0.15],
    ])
    expect(chart.series[1]!.points.map((p) => [p.day, p.rate, p.k, p.n])).toEqual([
      ['2026-11-24', 0.18, 18, 100],
    ])
  })

  it('scales rates up to a round share and spaces days evenly', () => {
    expect(chart.max).toBe(0.2)
    const { top, bottom, left, right } = chart.plot
    expect(chart.ticks.map((t) => Math.round(t.rate * 1000) / 1000)).toEqual([
      0, 0.05, 0.1, 0.15, 0.2,
    ])
    expect(chart.ticks[0]!.y).toBe(bottom)
    expect(chart.ticks[4]!.y).toBe(top)
    expect(chart.days.map((d) => d.x)).toEqual([left, (left + right) / 2, right])
    // 0.18 of 0.2: nine tenths of the way up.
    expect(chart.series[1]!.points[0]!.y).toBeCloseTo(bottom - 0.9 * (bottom - top), 6)
    expect(linePath(chart.series[0]!.points)).toMatch(/^M\d+\.\d \d+\.\d L\d+\.\d \d+\.\d$/)
  })

  it('never plots a rate above 100 % and centres a single day', () => {
    const one = chartGeometry({
      subjects: [{ id: 'a', impressions: 2, records: {} }],
      days: [{ day: '2026-11-25', bySubject: { a: { impressions: 2, primary: 5 } } }],
    })
    expect(one.max).toBe(1)
    expect(one.series[0]!.points[0]!.rate).toBe(1)
    expect(one.days[0]!.x).toBe((one.plot.left + one.plot.right) / 2)
  })
})
