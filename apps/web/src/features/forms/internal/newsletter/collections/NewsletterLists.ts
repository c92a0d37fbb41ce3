import type {
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  CollectionConfig,
} from 'payload'

import { isStaff } from '@/access/isStaff'

import { newsletterProviders } from '../rules'
import { exportSubscribersCsv } from '../server/exportCsv'

export const newsletterGroup = { sv: 'Nyhetsbrev', en: 'Newsletter' }

const providerLabels = {
  local: { sv: 'Lokal lista (den här webbplatsen)', en: 'Local list (this site)' },
  mailchimp: { sv: 'Mailchimp', en: 'Mailchimp' },
  brevo: { sv: 'Brevo', en: 'Brevo' },
} as const

const remote = (data: { provider?: string | null } | undefined) =>
  Boolean(data?.provider && data.provider !== 'local')

/**
 * A key typed in `apiKeyInput` moves to `apiKey` and the input is emptied, so the stored key is never
 * part of any document the API or the admin reads (apiKey is hidden and unreadable); `hasApiKey` tells
 * staff whether one is stored.
 */
const keepApiKeySecret: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const typed = typeof data.apiKeyInput === 'string' ? data.apiKeyInput.trim() : ''
  if (typed) data.apiKey = typed
  data.apiKeyInput = null
  data.hasApiKey = Boolean(typed || data.apiKey || originalDoc?.hasApiKey)
  return data
}

/**
 * A list's subscribers go with it, in the same unit of work: they belong to no other list, and a
 * subscriber without a list could never be exported or unsubscribed (staff export the list first if
 * they want to keep it; the admin asks before deleting).
 */
const deleteSubscribers: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'newsletter-subscribers',
    where: { list: { equals: id } },
    overrideAccess: true,
    req,
  })
}

/**
 * Mailing lists the newsletter module subscribes to: a local list (subscribers kept here, double
 * opt-in mail from this site) or a list at Mailchimp or Brevo. Every subscription is stored locally
 * first (newsletter-subscribers) and sent on to the provider, retried until it accepts.
 */
export const NewsletterLists: CollectionConfig = {
  slug: 'newsletter-lists',
  labels: {
    singular: { sv: 'Utskickslista', en: 'Mailing list' },
    plural: { sv: 'Utskickslistor', en: 'Mailing lists' },
  },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'provider', 'doubleOptIn', 'hasApiKey'],
    group: newsletterGroup,
  },
  hooks: { beforeChange: [keepApiKeySecret], beforeDelete: [deleteSubscribers] },
  endpoints: [{ path: '/:id/export.csv', method: 'get', handler: exportSubscribersCsv }],
  fields: [
    { name: 'name', type: 'text', required: true, label: { sv: 'Namn', en: 'Name' } },
    {
      name: 'provider',
      type: 'select',
      required: true,
      defaultValue: 'local',
      label: { sv: 'Leverantör', en: 'Provider' },
      options: newsletterProviders.map((value) => ({ value, label: providerLabels[value] })),
    },
    {
      name: 'providerListId',
      type: 'text',
      label: { sv: 'Listans id hos leverantören', en: "The provider's list id" },
      admin: {
        condition: (data) => remote(data),
        description: {
          sv: 'Mailchimp: audience-id (t.ex. a1b2c3d4e5). Brevo: listans nummer.',
          en: 'Mailchimp: audience id (e.g. a1b2c3d4e5). Brevo: the list number.',
        },
      },
      validate: (value: unknown, { data }: { data: unknown }) => {
        const list = data as { provider?: string }
        if (!remote(list)) return true
        if (typeof value !== 'string' || !value.trim()) return 'Ange listans id hos leverantören.'
        if (list.provider === 'brevo' && !/^\d+$/.test(value.trim()))
          return 'En Brevo-lista har ett nummer som id.'
        if (!/^[A-Za-z0-9_-]{1,64}$/.test(value.trim())) return 'Ogiltigt list-id.'
        return true
      },
    },
    {
      name: 'apiKeyInput',
      type: 'text',
      label: { sv: 'Ny API-nyckel', en: 'New API key' },
      admin: {
        condition: (data) => remote(data),
        autoComplete: 'off',
        description: {
          sv: 'Sparas på servern och visas aldrig igen. Lämna tomt för att behålla den sparade nyckeln.',
          en: 'Stored on the server and never shown again. Leave empty to keep the stored key.',
        },
      },
    },
    {
      name: 'apiKey',
      type: 'text',
      hidden: true,
      access: { read: () => false },
    },
    {
      name: 'hasApiKey',
      type: 'checkbox',
      defaultValue: false,
      label: { sv: 'API-nyckel sparad', en: 'API key stored' },
      admin: { readOnly: true, condition: (data) => remote(data) },
    },
    {
      name: 'baseUrl',
      type: 'text',
      label: { sv: 'API-adress (valfri)', en: 'API base URL (optional)' },
      admin: {
        condition: (data) => remote(data),
        description: {
          sv: 'Lämna tomt för leverantörens vanliga adress (Mailchimp: datacentret i nyckeln, Brevo: https://api.brevo.com).',
          en: "Leave empty for the provider's usual address (Mailchimp: the data centre in the key, Brevo: https://api.brevo.com).",
        },
      },
      validate: (value: unknown) =>
        !value || (typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value))
          ? true
          : 'Ange en adress som börjar med https://.',
    },
    {
      name: 'doubleOptIn',
      type: 'checkbox',
      defaultValue: true,
      label: {
        sv: 'Dubbel opt-in (bekräftelse via e-post)',
        en: 'Double opt-in (confirm by e-mail)',
      },
    },
    {
      name: 'tags',
      type: 'text',
      hasMany: true,
      label: { sv: 'Taggar (Mailchimp)', en: 'Tags (Mailchimp)' },
      admin: { condition: (data) => data?.provider === 'mailchimp' },
    },
    {
      name: 'brevoTemplateId',
      type: 'number',
      min: 1,
      label: { sv: 'Mall för bekräftelsemejlet (Brevo)', en: 'Confirmation template (Brevo)' },
      admin: { condition: (data) => data?.provider === 'brevo' },
      validate: (value: unknown, { data }: { data: unknown }) => {
        const list = data as { provider?: string; doubleOptIn?: boolean }
        if (list.provider !== 'brevo' || list.doubleOptIn === false) return true
        return typeof value === 'number' && value > 0
          ? true
          : 'Brevo behöver en mall för bekräftelsemejlet vid dubbel opt-in.'
      },
    },
    {
      name: 'exportLink',
      type: 'ui',
      admin: {
        components: { Field: '@/features/forms/internal/newsletter/admin/ExportLink#ExportLink' },
      },
    },
  ],
}
