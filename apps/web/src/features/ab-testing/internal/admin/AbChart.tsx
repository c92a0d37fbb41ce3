'use client'

import { useId, useState } from 'react'

import type { AbReportData } from '../server/report'
import { RECORD_LABELS } from '../reportLabels'
import { chartGeometry, linePath, subjectLabel } from './chart'

const percent = (x: number, digits = 1) => `${(x * 100).toFixed(digits).replace('.', ',')} %`

// Each subject differs in colour, line and marker, so no one needs the colours to tell them apart;
// every colour has at least 3:1 against the admin's light and dark backgrounds.
const STYLES = [
  { color: '#2563eb', dash: undefined, marker: 'circle' },
  { color: '#ea580c', dash: '6 4', marker: 'square' },
  { color: '#16a34a', dash: '2 3', marker: 'diamond' },
  { color: '#a855f7', dash: '10 3 2 3', marker: 'triangle' },
] as const

function Marker({ x, y, kind, color }: { x: number; y: number; kind: string; color: string }) {
  if (kind === 'square') return <rect x={x - 4} y={y - 4} width={8} height={8} fill={color} />
  if (kind === 'diamond')
    return <path d={`M${x} ${y - 5} L${x + 5} ${y} L${x} ${y + 5} L${x - 5} ${y} Z`} fill={color} />
  if (kind === 'triangle')
    return <path d={`M${x} ${y - 5} L${x + 5} ${y + 4} L${x - 5} ${y + 4} Z`} fill={color} />
  return <circle cx={x} cy={y} r={4} fill={color} />
}

const shortDay = (day: string) => `${Number(day.slice(8, 10))}/${Number(day.slice(5, 7))}`

/**
 * The report's chart over time: each subject's conversion rate (the primary measure per impression)
 * per day, as an SVG line chart with a legend. The per-day table is its text alternative, a click
 * away ("Visa som tabell").
 */
export function AbChart({
  report,
}: {
  report: Pick<AbReportData, 'subjects' | 'days' | 'primary'>
}) {
  const id = useId()
  const [asTable, setAsTable] = useState(false)
  const chart = chartGeometry(report)
  const measure = RECORD_LABELS[report.primary]
  const summary = chart.series
    .map((s) => {
      const last = s.points.at(-1)
      return last
        ? `${s.label}: ${percent(last.rate)} den ${last.day} (${last.k} av ${last.n})`
        : `${s.label}: inga visningar ännu`
    })
    .join('; ')
  // Every few days a label, so they never overlap.
  const every = Math.max(1, Math.ceil(chart.days.length / 8))
  const { plot } = chart
  return (
    <figure className="ab-report-chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>
        <strong>Över tid</strong>: andel {measure.toLowerCase()} per visning och dag (
        {chart.days.length} {chart.days.length === 1 ? 'dag' : 'dagar'})
      </figcaption>
      <ul
        className="ab-report-legend"
        style={{ display: 'flex', gap: '1rem', listStyle: 'none', padding: 0 }}
      >
        {chart.series.map((s, i) => {
          const style = STYLES[i % STYLES.length]!
          return (
            <li key={s.subject} style={{ display: 'flex', alignItems: 'center', gap: '.4rem' }}>
              <svg width="34" height="12" aria-hidden="true" focusable="false">
                <line
                  x1="1"
                  y1="6"
                  x2="33"
                  y2="6"
                  stroke={style.color}
                  strokeWidth="2.5"
                  strokeDasharray={style.dash}
                />
                <Marker x={17} y={6} kind={style.marker} color={style.color} />
              </svg>
              {s.label}
            </li>
          )
        })}
      </ul>
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        width="100%"
        style={{ maxWidth: chart.width, height: 'auto', overflow: 'visible' }}
        data-ab-chart
      >
        <title id={`${id}-title`}>{`Andel ${measure.toLowerCase()} per dag och variant`}</title>
        <desc id={`${id}-desc`}>{`Senaste dagen: ${summary}.`}</desc>
        <g fill="currentColor" fontSize="12">
          {chart.ticks.map((tick) => (
            <g key={tick.rate}>
              <line
                x1={plot.left}
                x2={plot.right}
                y1={tick.y}
                y2={tick.y}
                stroke="currentColor"
                strokeOpacity={tick.rate === 0 ? 0.7 : 0.18}
              />
              <text x={plot.left - 6} y={tick.y + 4} textAnchor="end">
                {/* 12,5 % stays 12,5 %; whole shares without decimals. */}
                {percent(tick.rate, Number.isInteger(Math.round(tick.rate * 1000) / 10) ? 0 : 1)}
              </text>
            </g>
          ))}
          {chart.days.map((d, i) =>
            i % every === 0 || i === chart.days.length - 1 ? (
              <text key={d.day} x={d.x} y={plot.bottom + 18} textAnchor="middle">
                {shortDay(d.day)}
              </text>
            ) : null,
          )}
          <text x={(plot.left + plot.right) / 2} y={chart.height - 4} textAnchor="middle">
            Dag
          </text>
        </g>
        {chart.series.map((s, i) => {
          const style = STYLES[i % STYLES.length]!
          return (
            <g key={s.subject} data-ab-chart-series={s.subject}>
              {s.points.length > 1 ? (
                <path
                  d={linePath(s.points)}
                  fill="none"
                  stroke={style.color}
                  strokeWidth="2.5"
                  strokeDasharray={style.dash}
                />
              ) : null}
              {s.points.map((p) => (
                <Marker key={p.day} x={p.x} y={p.y} kind={style.marker} color={style.color} />
              ))}
            </g>
          )
        })}
      </svg>
      <p>
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          aria-expanded={asTable}
          aria-controls={`${id}-table`}
          onClick={() => setAsTable((shown) => !shown)}
        >
          {asTable ? 'Dölj tabellen' : 'Visa som tabell'}
        </button>
      </p>
      <div id={`${id}-table`} hidden={!asTable}>
        <table className="ab-report-days">
          <caption>Visningar och {measure.toLowerCase()} per dag</caption>
          <thead>
            <tr>
              <th scope="col">Dag</th>
              {report.subjects.map((s, i) => (
                <th scope="col" key={s.id}>
                  {subjectLabel(i)}: visningar / {measure} (andel)
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{day.day}</th>
                {report.subjects.map((s) => {
                  const cell = day.bySubject[s.id]
                  const n = cell?.impressions ?? 0
                  const k = cell?.primary ?? 0
                  return (
                    <td key={s.id}>
                      {n} / {k}
                      {n ? ` (${percent(Math.min(k, n) / n)})` : ''}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
