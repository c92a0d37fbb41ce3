'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import type { AbReportData } from '../server/report'
import { RECORD_LABELS } from '../reportLabels'
import { AbChart } from './AbChart'

const percent = (x: number) => `${(x * 100).toFixed(1).replace('.', ',')} %`

/**
 * The test's report in the page's "Delningstest" tab: per subject, impressions and each record type
 * with its rate, 95% interval and chance to beat the control; a chart over time (with its table); a warning while the
 * sample is small; and "Avsluta och behåll vinnaren".
 */
export function AbReport() {
  const { id } = useDocumentInfo()
  const testId = useFormFields(([fields]) => fields['abTest.testId']?.value as number | undefined)
  const [report, setReport] = useState<AbReportData | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const load = useCallback(async () => {
    if (!id || !testId) return
    const response = await fetch(`/api/pages/${id}/ab-report`, { credentials: 'include' })
    if (response.ok) setReport((await response.json()) as AbReportData)
    else setMessage('Rapporten kunde inte läsas.')
  }, [id, testId])

  useEffect(() => {
    void load()
  }, [load])

  if (!testId)
    return (
      <p className="ab-report-empty">
        Testet har inte startats ännu. Statistiken visas här när det pågår.
      </p>
    )
  if (!report) return <p role="status">{message ?? 'Läser rapporten…'}</p>

  const endWithWinner = async () => {
    if (!report.best) return
    if (!window.confirm('Avsluta testet och publicera vinnaren som en ny version av sidan?')) return
    setBusy(true)
    const response = await fetch(`/api/pages/${id}/ab-end`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ winner: report.best }),
    })
    setBusy(false)
    if (response.ok) {
      // The form still holds the running test: reload it from the new version before anyone saves.
      setReport({ ...report, status: 'ended', winner: report.best })
      window.setTimeout(() => window.location.reload(), 2000)
    } else
      setMessage(
        ((await response.json()) as { message?: string }).message ??
          'Det gick inte att avsluta testet.',
      )
  }

  return (
    <section className="ab-report" aria-labelledby="ab-report-title">
      <h3 id="ab-report-title">Resultat för test {report.testId}</h3>
      {report.tooSmall ? (
        <p className="ab-report-warning" role="note">
          För litet urval: varje variant behöver minst {report.minImpressions} visningar innan
          skillnaderna säger något. Vänta med att utse en vinnare.
        </p>
      ) : null}
      <table className="ab-report-table">
        <caption>
          Andel per visning med 95 % konfidensintervall (Wilson) och chans att slå originalet
          (Beta-Binomial, likformig prior). Huvudmått: {RECORD_LABELS[report.primary]}.
        </caption>
        <thead>
          <tr>
            <th scope="col">Variant</th>
            <th scope="col">Visningar</th>
            {report.recordTypes.map((type) => (
              <th scope="col" key={type}>
                {RECORD_LABELS[type]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.subjects.map((subject, index) => (
            <tr key={subject.id} data-ab-report-subject={subject.id}>
              <th scope="row">
                {index === 0 ? 'Original' : `Variant ${index}`} <small>({subject.id})</small>
              </th>
              <td data-ab-impressions>{subject.impressions}</td>
              {report.recordTypes.map((type) => {
                const cell = subject.records[type]!
                return (
                  <td key={type} data-ab-record={type}>
                    <span data-ab-count>{cell.count}</span> · {percent(cell.rate)}{' '}
                    <small>
                      ({percent(cell.low)}–{percent(cell.high)})
                    </small>
                    {index > 0 ? <div>Chans att slå originalet: {percent(cell.chance)}</div> : null}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {report.days.length ? <AbChart report={report} /> : null}
      {message ? <p role="alert">{message}</p> : null}
      {report.status !== 'ended' && report.best ? (
        <button
          type="button"
          className="btn btn--style-primary"
          disabled={busy}
          onClick={endWithWinner}
        >
          Avsluta och behåll vinnaren
        </button>
      ) : null}
      {report.status === 'ended' && report.winner ? (
        <p>Testet är avslutat; vinnaren {report.winner} är publicerad.</p>
      ) : null}
    </section>
  )
}
