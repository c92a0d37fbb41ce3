import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'

import { newsletterGroup } from './NewsletterLists'

export const subscriberStatuses = [
  { value: 'pending', label: { sv: 'Väntar på bekräftelse', en: 'Awaiting confirmation' } },
  { value: 'confirmed', label: { sv: 'Bekräftad', en: 'Confirmed' } },
  { value: 'unsubscribed', label: { sv: 'Avregistrerad', en: 'Unsubscribed' } },
] as const

export const syncStates = [
  { value: 'queued', label: { sv: 'I kö', en: 'Queued' } },
  { value: 'synced', label: { sv: 'Skickad', en: 'Synced' } },
  { value: 'failed', label: { sv: 'Misslyckad', en: 'Failed' } },
] as const

const readOnly = { readOnly: true }

/**
 * Every subscription, stored here before anything is sent to a provider, so a provider that is down
 * loses nobody: the sync state says whether the provider has it, and the sync job retries queued rows
 * with backoff. One row per list and address (`subscriptionKey` is unique), so a retried request never
 * stores twice. Visitors never write here through the API: the ajax action does, after its checks.
 */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: {
    singular: { sv: 'Prenumerant', en: 'Subscriber' },
    plural: { sv: 'Prenumeranter', en: 'Subscribers' },
  },
  access: { read: isStaff, create: () => false, update: isStaff, delete: isStaff },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'list', 'status', 'syncState', 'syncAttempts', 'createdAt'],
    group: newsletterGroup,
    listSearchableFields: ['email', 'firstName', 'lastName'],
  },
  fields: [
    {
      name: 'list',
      type: 'relationship',
      relationTo: 'newsletter-lists',
      required: true,
      index: true,
      label: { sv: 'Lista', en: 'List' },
    },
    {
      name: 'email',
      type: 'email',
      required: true,
      index: true,
      label: { sv: 'E-post', en: 'E-mail' },
    },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', label: { sv: 'Förnamn', en: 'First name' } },
        { name: 'lastName', type: 'text', label: { sv: 'Efternamn', en: 'Last name' } },
      ],
    },
    {
      name: 'customFields',
      type: 'json',
      label: { sv: 'Egna fält', en: 'Custom fields' },
      admin: readOnly,
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      label: { sv: 'Status', en: 'Status' },
      options: subscriberStatuses.map(({ value, label }) => ({ value, label })),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'confirmedAt',
          type: 'date',
          label: { sv: 'Bekräftad', en: 'Confirmed' },
          admin: readOnly,
        },
        {
          name: 'unsubscribedAt',
          type: 'date',
          label: { sv: 'Avregistrerad', en: 'Unsubscribed' },
          admin: readOnly,
        },
      ],
    },
    {
      type: 'collapsible',
      label: { sv: 'Synkning med leverantören', en: 'Sync with the provider' },
      fields: [
        {
          name: 'syncState',
          type: 'select',
          required: true,
          defaultValue: 'queued',
          index: true,
          label: { sv: 'Synkning', en: 'Sync' },
          options: syncStates.map(({ value, label }) => ({ value, label })),
          admin: readOnly,
        },
        {
          type: 'row',
          fields: [
            {
              name: 'syncAttempts',
              type: 'number',
              defaultValue: 0,
              label: { sv: 'Försök', en: 'Attempts' },
              admin: readOnly,
            },
            {
              name: 'nextAttemptAt',
              type: 'date',
              index: true,
              label: { sv: 'Nästa försök', en: 'Next attempt' },
              admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
            },
            {
              name: 'syncedAt',
              type: 'date',
              label: { sv: 'Skickad', en: 'Synced' },
              admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
            },
          ],
        },
        {
          name: 'syncError',
          type: 'text',
          label: { sv: 'Senaste fel', en: 'Last error' },
          admin: readOnly,
        },
        { name: 'syncLeaseUntil', type: 'date', hidden: true },
      ],
    },
    {
      type: 'collapsible',
      label: { sv: 'Ursprung', en: 'Origin' },
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'ipHash',
          type: 'text',
          index: true,
          label: { sv: 'IP (hashad)', en: 'IP (hashed)' },
          admin: readOnly,
        },
        {
          name: 'ipAddress',
          type: 'text',
          label: { sv: 'IP-adress', en: 'IP address' },
          admin: {
            readOnly: true,
            description: {
              sv: 'Sparas bara när modulen är inställd på att samla in IP-adressen.',
              en: 'Stored only when the module is set to collect the IP address.',
            },
          },
        },
      ],
    },
    // (list, address): one row each, whatever the timing of two requests.
    { name: 'subscriptionKey', type: 'text', required: true, unique: true, hidden: true },
    // The confirmation link's one-time part (emptied when used) and the unsubscribe link's part.
    { name: 'confirmNonce', type: 'text', hidden: true },
    { name: 'unsubscribeNonce', type: 'text', hidden: true },
  ],
}
