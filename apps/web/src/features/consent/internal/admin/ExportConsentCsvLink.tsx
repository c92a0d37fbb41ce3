'use client'

import { useSearchParams } from 'next/navigation'

/** Above the consent log: the CSV export of what the list shows (its filter and search). */
export function ExportConsentCsvLink() {
  const params = useSearchParams()
  const query = new URLSearchParams()
  for (const [key, value] of params)
    if (key.startsWith('where') || key === 'search') query.append(key, value)
  const suffix = query.size ? `?${query}` : ''
  return (
    <p className="consent-records-export">
      <a href={`/api/consent-records/export.csv${suffix}`} download>
        Exportera {query.size ? 'filtrerade' : 'alla'} samtyckesval (CSV)
      </a>
    </p>
  )
}
