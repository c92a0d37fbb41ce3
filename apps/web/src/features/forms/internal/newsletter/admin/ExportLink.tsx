import type { UIFieldServerProps } from 'payload'

/** A link to the list's subscribers as CSV, for staff on the list's edit view (saved lists only). */
export function ExportLink({ id }: UIFieldServerProps) {
  if (id == null) return null
  return (
    <p className="field-type">
      <a href={`/api/newsletter-lists/${id}/export.csv`} download>
        Exportera prenumeranter (CSV)
      </a>
    </p>
  )
}
