import type { CollectionConfig, PayloadHandler, Where } from 'payload'

import { isStaff } from '@/access/isStaff'

import { CATEGORY_LABELS, CONSENT_CATEGORIES } from '../categories'
import { consentGroup } from './ConsentSettings'
import { csvRow } from './csv'

export const CONSENT_RECORDS_SLUG = 'consent-records'

export const KIND_LABELS = {
  first: { sv: 'Första valet', en: 'First choice' },
  change: { sv: 'Ändring', en: 'Change' },
  withdrawal: { sv: 'Återkallelse', en: 'Withdrawal' },
} as const

/**
 * GET /api/consent-records/export.csv: staff only; the log as CSV, filtered as the admin's list is
 * (its `where` and `search` are passed on).
 */
const exportCsv: PayloadHandler = async (req) => {
  if (!(await isStaff({ req } as never)))
    return new Response('Logga in som redaktör för att exportera.', { status: 403 })
  const query = (req.query ?? {}) as { where?: Where; search?: unknown }
  const search =
    typeof query.search === 'string' && query.search.trim() ? query.search.trim() : null
  const and: Where[] = []
  if (query.where && typeof query.where === 'object') and.push(query.where)
  if (search) and.push({ consentId: { like: search } })
  const { docs } = await req.payload.find({
    collection: CONSENT_RECORDS_SLUG as never,
    where: and.length ? { and } : {},
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  let body =
    '\uFEFF' +
    csvRow([
      'Tid',
      'Samtyckes-id',
      'Typ',
      ...CONSENT_CATEGORIES.map((category) => CATEGORY_LABELS[category]),
      'Policyversion',
      'Sida',
      'IP (förkortad)',
    ])
  for (const doc of docs as unknown as Record<string, unknown>[]) {
    const kind = KIND_LABELS[doc.kind as keyof typeof KIND_LABELS]
    body += csvRow([
      doc.createdAt,
      doc.consentId,
      kind?.sv ?? doc.kind,
      ...CONSENT_CATEGORIES.map((category) => (doc[category] ? 'ja' : 'nej')),
      doc.policyVersion,
      doc.page,
      doc.ip,
    ])
  }
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="samtyckeslogg.csv"',
      'Cache-Control': 'no-store',
    },
  })
}

/**
 * The consent log (spec 4.9): one row per decision a visitor made — first choice, change or
 * withdrawal — with the consent id the visitor sees in the dialog, the categories, the policy
 * version, the page and a shortened IP address. Written only by the log endpoint (record.ts), once
 * per request id however often the browser retries; staff read and export, nobody edits.
 */
export const ConsentRecords: CollectionConfig = {
  slug: CONSENT_RECORDS_SLUG,
  labels: {
    singular: { sv: 'Samtyckesval', en: 'Consent record' },
    plural: { sv: 'Samtyckeslogg', en: 'Consent log' },
  },
  access: { read: isStaff, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'consentId',
    defaultColumns: ['consentId', 'kind', 'functional', 'analytics', 'advertisement', 'createdAt'],
    listSearchableFields: ['consentId'],
    group: consentGroup,
    pagination: { defaultLimit: 50 },
    description: {
      sv: 'Varje val en besökare gjort i cookiebannern. Sök på det samtyckes-id besökaren ser i Cookie-inställningar. Posterna kan inte ändras.',
      en: 'Every choice a visitor made in the cookie banner. Search by the consent id the visitor sees in Cookie settings. Records cannot be changed.',
    },
    components: {
      beforeListTable: [
        '@/features/consent/internal/admin/ExportConsentCsvLink#ExportConsentCsvLink',
      ],
    },
  },
  endpoints: [{ path: '/export.csv', method: 'get', handler: exportCsv }],
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'consentId',
          type: 'text',
          required: true,
          index: true,
          label: { sv: 'Samtyckes-id', en: 'Consent id' },
        },
        {
          name: 'kind',
          type: 'select',
          required: true,
          label: { sv: 'Typ', en: 'Kind' },
          options: Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label })),
        },
        {
          name: 'policyVersion',
          type: 'number',
          required: true,
          label: { sv: 'Policyversion', en: 'Policy version' },
        },
      ],
    },
    {
      type: 'row',
      fields: CONSENT_CATEGORIES.map((category) => ({
        name: category,
        type: 'checkbox' as const,
        defaultValue: false,
        label: CATEGORY_LABELS[category],
      })),
    },
    {
      type: 'row',
      fields: [
        { name: 'page', type: 'text', label: { sv: 'Sida', en: 'Page' } },
        { name: 'ip', type: 'text', label: { sv: 'IP (förkortad)', en: 'IP (shortened)' } },
      ],
    },
    // One row per request, however often it is retried (unique).
    {
      name: 'requestId',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { hidden: true },
    },
    // The sender's pseudonym for the rate limit (platform/http/clientIp.ts clientKey).
    { name: 'clientKey', type: 'text', index: true, admin: { hidden: true } },
  ],
}

/**
 * How often the banner was shown (spec 7.4: its page-view beacon), one counter per day
 * (Europe/Stockholm), so the log's decisions can be read against it.
 */
export const ConsentBannerViews: CollectionConfig = {
  slug: 'consent-banner-views',
  labels: {
    singular: { sv: 'Bannervisningar', en: 'Banner views' },
    plural: { sv: 'Bannervisningar', en: 'Banner views' },
  },
  access: { read: isStaff, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-day',
  admin: {
    useAsTitle: 'day',
    defaultColumns: ['day', 'views'],
    group: consentGroup,
    description: {
      sv: 'Antal sidvisningar med cookiebannern, per dag.',
      en: 'Page views showing the cookie banner, per day.',
    },
  },
  fields: [
    {
      name: 'day',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { sv: 'Dag', en: 'Day' },
    },
    {
      name: 'views',
      type: 'number',
      required: true,
      defaultValue: 0,
      label: { sv: 'Visningar', en: 'Views' },
    },
  ],
}
