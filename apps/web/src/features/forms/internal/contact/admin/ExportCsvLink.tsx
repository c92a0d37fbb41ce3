'use client'

import { useSearchParams } from 'next/navigation'

/**
 * Above the submissions list: the CSV export of what the list shows. The list's own filter (by form,
 * by date) and search travel in its address; the link passes them on to the export.
 */
export function ExportCsvLink() {
  const params = useSearchParams()
  const query = new URLSearchParams()
  for (const [key, value] of params)
    if (key.startsWith('where') || key === 'search') query.append(key, value)
  const suffix = query.size ? `?${query}` : ''
  return (
    <p className="form-submissions-export">
      <a href={`/api/form-submissions/export.csv${suffix}`} download>
        Exportera {query.size ? 'filtrerade' : 'alla'} inskick (CSV)
      </a>
    </p>
  )
}
