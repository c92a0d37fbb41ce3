'use client'

import { ListExportLink } from '@/ui/admin/ListExportLink'

/** Above the submissions list: the CSV export of what the list shows (its filter by form, date, search). */
export function ExportCsvLink() {
  return (
    <ListExportLink
      href="/api/form-submissions/export.csv"
      className="form-submissions-export"
      what="inskick"
    />
  )
}
