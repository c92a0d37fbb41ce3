'use client'

import { ListExportLink } from '@/ui/admin/ListExportLink'

/** Above the consent log: the CSV export of what the list shows (its filter and search). */
export function ExportConsentCsvLink() {
  return (
    <ListExportLink
      href="/api/consent-records/export.csv"
      className="consent-records-export"
      what="samtyckesval"
    />
  )
}
