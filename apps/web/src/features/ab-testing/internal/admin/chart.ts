import type { AbReportData } from '../server/report'

export type ChartPoint = { day: string; x: number; y: number; rate: number; n: number; k: number }
export type ChartSeries = { subject: string; label: string; points: ChartPoint[] }
export type ChartGeometry = {
  width: number
  height: number
  plot: { left: number; top: number; right: number; bottom: number }
  /** The top of the rate axis, a round share (0.05, 0.1, 0.2, 0.25, 0.5 or 1). */
  max: number
  ticks: { rate: number; y: number }[]
  days: { day: string; x: number }[]
  series: ChartSeries[]
}

const STEPS = [0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5, 1]

export const subjectLabel = (index: number) => (index === 0 ? 'Original' : `Variant ${index}`)

/**
 * Pure: the report's chart over time. One series per subject, one point per day on which it had
 * impressions: that day's conversion rate on the primary measure (primary ÷ impressions, at most 1).
 * Days are spaced evenly along x (every day of the counters, in order); rates go up to a round share.
 */
export function chartGeometry(
  report: Pick<AbReportData, 'subjects' | 'days'>,
  { width = 640, height = 260 } = {},
): ChartGeometry {
  const plot = { left: 52, top: 12, right: width - 16, bottom: height - 40 }
  const days = report.days.map((d, i) => ({
    day: d.day,
    x:
      report.days.length === 1
        ? (plot.left + plot.right) / 2
        : plot.left + ((plot.right - plot.left) * i) / (report.days.length - 1),
  }))
  const raw = report.subjects.map((subject, index) => ({
    subject: subject.id,
    label: subjectLabel(index),
    points: report.days.flatMap((d, i) => {
      const cell = d.bySubject[subject.id]
      if (!cell?.impressions) return []
      const k = Math.min(cell.primary, cell.impressions)
      return [{ day: d.day, x: days[i]!.x, rate: k / cell.impressions, n: cell.impressions, k }]
    }),
  }))
  const top = Math.max(0, ...raw.flatMap((s) => s.points.map((p) => p.rate)))
  const max = STEPS.find((step) => top <= step) ?? 1
  const y = (rate: number) => plot.bottom - ((plot.bottom - plot.top) * rate) / max
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => ({ rate: max * f, y: y(max * f) }))
  return {
    width,
    height,
    plot,
    max,
    ticks,
    days,
    series: raw.map((s) => ({ ...s, points: s.points.map((p) => ({ ...p, y: y(p.rate) })) })),
  }
}

/** `svg` path data through the points, in order. */
export const linePath = (points: readonly { x: number; y: number }[]) =>
  points.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(' ')
