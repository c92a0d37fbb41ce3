'use client'

import { useSearchParams } from 'next/navigation'

/**
 * Above an admin list: the CSV export of what the list shows. The list's own filter and search travel
 * in its address; the link passes them on to the export at `href`.
 */
export function ListExportLink({
  href,
  className,
  what,
}: {
  href: string
  className: string
  /** What the rows are, in Swedish plural ("inskick", "samtyckesval"). */
  what: string
}) {
  const params = useSearchParams()
  const query = new URLSearchParams()
  for (const [key, value] of params)
    if (key.startsWith('where') || key === 'search') query.append(key, value)
  const suffix = query.size ? `?${query}` : ''
  return (
    <p className={className}>
      <a href={`${href}${suffix}`} download>
        Exportera {query.size ? 'filtrerade' : 'alla'} {what} (CSV)
      </a>
    </p>
  )
}
