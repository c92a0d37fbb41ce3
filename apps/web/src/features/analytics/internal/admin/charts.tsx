import type React from 'react'

import { SCROLL_DEPTHS } from '../../routing'
import type { Funnel } from '../server/dashboard'

const BAR = '#2f6fde'
const numberFormat = new Intl.NumberFormat('sv-SE')
export const formatCount = (n: number) => numberFormat.format(n)
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0)

/** A short Swedish date for axis labels: 2026-11-24 → 24 nov. */
export function shortDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`)
  return date.toLocaleDateString('sv-SE', { day: 'numeric', month: 'short', timeZone: 'UTC' })
}

/**
 * Page views per day as vertical bars. The SVG is one image with a spoken summary; the numbers are
 * in the table beside it (and each bar's tooltip), so nothing is only visible in the drawing.
 */
export function DailyBars({
  data,
  title,
}: {
  data: { day: string; views: number }[]
  title: string
}) {
  const width = 720
  const height = 180
  const top = 12
  const bottom = 28
  const left = 40
  const max = Math.max(1, ...data.map((d) => d.views))
  const step = (width - left) / Math.max(1, data.length)
  const barWidth = Math.max(1, step * 0.7)
  const y = (v: number) => top + (height - top - bottom) * (1 - v / max)
  const best = data.reduce((a, b) => (b.views > a.views ? b : a), data[0] ?? { day: '', views: 0 })
  const total = data.reduce((sum, d) => sum + d.views, 0)
  const summary = `${title}: totalt ${formatCount(total)}${best.views ? `, flest ${formatCount(best.views)} den ${shortDay(best.day)}` : ''}.`
  const ticks = data.length > 1 ? [0, Math.floor((data.length - 1) / 2), data.length - 1] : [0]
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={summary}
      style={{ width: '100%', maxWidth: width, height: 'auto', display: 'block' }}
    >
      <line x1={left} x2={width} y1={y(0)} y2={y(0)} stroke="currentColor" strokeOpacity={0.4} />
      <text x={left - 6} y={y(max) + 4} textAnchor="end" fontSize={11} fill="currentColor">
        {formatCount(max)}
      </text>
      <text x={left - 6} y={y(0)} textAnchor="end" fontSize={11} fill="currentColor">
        0
      </text>
      {data.map((d, i) => (
        <rect
          key={d.day}
          x={left + i * step + (step - barWidth) / 2}
          y={y(d.views)}
          width={barWidth}
          height={Math.max(0, y(0) - y(d.views))}
          fill={BAR}
        >
          <title>{`${shortDay(d.day)}: ${formatCount(d.views)}`}</title>
        </rect>
      ))}
      {ticks.map((i) =>
        data[i] ? (
          <text
            key={i}
            x={left + i * step + step / 2}
            y={height - 8}
            textAnchor="middle"
            fontSize={11}
            fill="currentColor"
          >
            {shortDay(data[i].day)}
          </text>
        ) : null,
      )}
    </svg>
  )
}

/** A bar for a table cell, as long as `value` is of `max` (decorative: the number is in the cell). */
export function CellBar({ value, max }: { value: number; max: number }) {
  const width = max > 0 ? Math.max(value > 0 ? 2 : 0, (value / max) * 100) : 0
  return (
    <svg
      viewBox="0 0 100 10"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      style={{ width: '100%', minWidth: 80, height: 10, display: 'block' }}
    >
      <rect x={0} y={0} width={100} height={10} fill="currentColor" fillOpacity={0.08} />
      <rect x={0} y={0} width={width} height={10} fill={BAR} />
    </svg>
  )
}

/**
 * One page's scroll-depth funnel as four bars, each the share of the page's views that reached the
 * depth; the SVG's label says the same in words.
 */
export function FunnelChart({ funnel }: { funnel: Funnel }) {
  const width = 360
  const row = 26
  const label = 48
  const summary = `Scrolldjup för ${funnel.path}, ${formatCount(funnel.views)} visningar: ${SCROLL_DEPTHS.map(
    (d) =>
      `${d} % nåddes av ${formatCount(funnel.depths[d])} (${percent(funnel.depths[d], funnel.views)} %)`,
  ).join(', ')}.`
  return (
    <svg
      viewBox={`0 0 ${width} ${row * SCROLL_DEPTHS.length}`}
      role="img"
      aria-label={summary}
      style={{ width: '100%', maxWidth: width, height: 'auto', display: 'block' }}
    >
      {SCROLL_DEPTHS.map((depth, i) => {
        const share = percent(funnel.depths[depth], funnel.views)
        const barMax = width - label - 60
        return (
          <g key={depth} transform={`translate(0 ${i * row})`}>
            <text x={label - 8} y={17} textAnchor="end" fontSize={12} fill="currentColor">
              {depth} %
            </text>
            <rect
              x={label}
              y={4}
              width={barMax}
              height={18}
              fill="currentColor"
              fillOpacity={0.08}
            />
            <rect
              x={label}
              y={4}
              width={(barMax * Math.min(share, 100)) / 100}
              height={18}
              fill={BAR}
            />
            <text x={label + barMax + 6} y={17} fontSize={12} fill="currentColor">
              {share} %
            </text>
          </g>
        )
      })}
    </svg>
  )
}

export function Percent({ part, whole }: { part: number; whole: number }): React.ReactNode {
  return `${percent(part, whole)} %`
}
