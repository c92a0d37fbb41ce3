import type { CollectionConfig, PayloadHandler, Where } from 'payload'

import { isStaff } from '@/access/isStaff'

import { formsGroup } from '../messages/FormSettings'
import { csvRow } from './csv'

type Entry = { label?: string | null; fieldId?: string | null; value?: string | null }

/**
 * GET /api/form-submissions/export.csv: staff only; the submissions as CSV, filtered as the admin's
 * list is (its `where` and `search` are passed on), or `?form=…` for one form.
 */
const exportCsv: PayloadHandler = async (req) => {
  if (!(await isStaff({ req } as never)))
    return new Response('Logga in som redaktör för att exportera.', { status: 403 })
  const query = (req.query ?? {}) as { where?: Where; search?: unknown; form?: unknown }
  const form = typeof query.form === 'string' ? query.form : null
  const search =
    typeof query.search === 'string' && query.search.trim() ? query.search.trim() : null
  const and: Where[] = []
  if (query.where && typeof query.where === 'object') and.push(query.where)
  if (form) and.push({ form: { equals: form } })
  if (search) and.push({ summary: { like: search } })
  const where: Where = and.length ? { and } : {}
  const { docs } = await req.payload.find({
    collection: 'form-submissions',
    where,
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const labels: string[] = []
  for (const doc of docs)
    for (const entry of (doc.entries ?? []) as Entry[])
      if (entry.label && !labels.includes(entry.label)) labels.push(entry.label)
  let body = '\uFEFF' + csvRow(['Tid', 'Formulär', 'Sida', 'Samtycke', ...labels])
  for (const doc of docs) {
    const byLabel = new Map(((doc.entries ?? []) as Entry[]).map((e) => [e.label, e.value]))
    body += csvRow([
      doc.createdAt,
      doc.form,
      doc.pagePath,
      doc.consent ? 'ja' : 'nej',
      ...labels.map((label) => byLabel.get(label) ?? ''),
    ])
  }
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="inskick${form ? '-' + form.replace(/[^\w-]+/g, '_') : ''}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}

/**
 * What visitors sent through the contact forms (spec issue 12): one row per send, never two for a
 * double click or a retried request (the unique idempotency key). Staff read, filter by form, export
 * and delete; nobody edits or creates them through the API (the form's endpoint writes with
 * overrideAccess after every check). Kept for the retention days of the form settings.
 */
export const FormSubmissions: CollectionConfig = {
  slug: 'form-submissions',
  labels: {
    singular: { sv: 'Inskickat formulär', en: 'Form submission' },
    plural: { sv: 'Inskickade formulär', en: 'Form submissions' },
  },
  access: { read: isStaff, delete: isStaff, create: () => false, update: () => false },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'form', 'consent', 'createdAt'],
    listSearchableFields: ['summary', 'email', 'form'],
    group: formsGroup,
    pagination: { defaultLimit: 50 },
    description: {
      sv: 'Meddelanden från webbplatsens kontaktformulär. Filtrera på fältet Formulär; markera och radera det du inte behöver spara. Äldre inskick raderas automatiskt enligt Formulärinställningar.',
      en: 'Messages from the site’s contact forms. Filter by Form; select and delete what need not be kept. Older ones are deleted automatically per Form settings.',
    },
    components: {
      beforeListTable: ['@/features/forms/internal/contact/admin/ExportCsvLink#ExportCsvLink'],
    },
  },
  endpoints: [{ path: '/export.csv', method: 'get', handler: exportCsv }],
  fields: [
    { name: 'summary', type: 'text', label: { sv: 'Från', en: 'From' } },
    {
      name: 'form',
      type: 'text',
      index: true,
      label: { sv: 'Formulär', en: 'Form' },
      admin: {
        description: { sv: 'Sida – formulärets rubrik #nummer', en: 'Page – form #number' },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'page',
          type: 'relationship',
          relationTo: 'pages',
          label: { sv: 'Sida', en: 'Page' },
        },
        { name: 'pagePath', type: 'text', label: { sv: 'Adress', en: 'Path' } },
        { name: 'moduleId', type: 'text', label: { sv: 'Modul-id', en: 'Module id' } },
        { name: 'formNum', type: 'number', label: { sv: 'Nummer', en: 'Number' } },
      ],
    },
    { name: 'email', type: 'text', label: { sv: 'Avsändarens e-post', en: 'Sender e-mail' } },
    {
      name: 'entries',
      type: 'array',
      dbName: 'fs_entries',
      label: { sv: 'Fält', en: 'Fields' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', label: { sv: 'Fält', en: 'Field' } },
            { name: 'fieldId', type: 'text', label: { sv: 'Fält-id', en: 'Field id' } },
          ],
        },
        { name: 'value', type: 'textarea', label: { sv: 'Värde', en: 'Value' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'consent',
          type: 'checkbox',
          defaultValue: false,
          label: { sv: 'Samtycke att spara', en: 'Consent to store' },
        },
        { name: 'consentText', type: 'text', label: { sv: 'Samtyckestext', en: 'Consent text' } },
      ],
    },
    {
      name: 'hiddenFields',
      type: 'json',
      label: { sv: 'Dolda fält (villkor)', en: 'Hidden fields (conditions)' },
    },
    {
      name: 'clientKey',
      type: 'text',
      index: true,
      admin: { hidden: true },
    },
    {
      name: 'idempotencyKey',
      type: 'text',
      unique: true,
      index: true,
      admin: { hidden: true },
    },
    { name: 'contentHash', type: 'text', index: true, admin: { hidden: true } },
  ],
}
