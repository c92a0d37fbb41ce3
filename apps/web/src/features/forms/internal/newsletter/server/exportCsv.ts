import type { PayloadHandler } from 'payload'

import { hasRole } from '@/access/isAdmin'

const COLUMNS = [
  'E-post',
  'Förnamn',
  'Efternamn',
  'Status',
  'Anmäld',
  'Bekräftad',
  'Avregistrerad',
  'Synkning',
  'Egna fält',
] as const

/**
 * One CSV cell: quoted, quotes doubled, and a value a spreadsheet would run as a formula (starting
 * with =, +, -, @, tab or CR) prefixed with an apostrophe, since visitors typed these values.
 */
export function csvCell(value: unknown): string {
  let text = value == null ? '' : typeof value === 'string' ? value : JSON.stringify(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

/** GET /api/newsletter-lists/:id/export.csv: a list's subscribers, for staff. */
export const exportSubscribersCsv: PayloadHandler = async (req) => {
  const user = req.user as { roles?: string[] | null } | null
  if (!hasRole(user, 'admin') && !hasRole(user, 'editor'))
    return Response.json({ errors: [{ message: 'Du har inte behörighet.' }] }, { status: 403 })
  const id = Number(req.routeParams?.id)
  if (!Number.isInteger(id) || id < 1)
    return Response.json({ errors: [{ message: 'Listan finns inte.' }] }, { status: 404 })
  const list = await req.payload
    .findByID({ collection: 'newsletter-lists', id, depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!list) return Response.json({ errors: [{ message: 'Listan finns inte.' }] }, { status: 404 })
  const { docs } = await req.payload.find({
    collection: 'newsletter-subscribers',
    where: { list: { equals: id } },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const lines = [
    COLUMNS.map(csvCell).join(','),
    ...docs.map((row) =>
      [
        row.email,
        row.firstName,
        row.lastName,
        row.status,
        row.createdAt,
        row.confirmedAt,
        row.unsubscribedAt,
        row.syncState,
        row.customFields && Object.keys(row.customFields).length ? row.customFields : '',
      ]
        .map(csvCell)
        .join(','),
    ),
  ]
  const file = `${list.name.replace(/[^\p{L}\p{N}_-]+/gu, '-').toLowerCase() || 'lista'}.csv`
  // A BOM so spreadsheet programs read the file as UTF-8 (å, ä, ö).
  return new Response(`\uFEFF${lines.join('\r\n')}\r\n`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${encodeURIComponent(file)}"`,
      'Cache-Control': 'no-store',
    },
  })
}
