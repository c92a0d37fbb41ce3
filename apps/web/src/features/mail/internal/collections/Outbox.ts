import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'

import { MAIL_KINDS } from '../kinds'

/**
 * Every e-mail the site sends: order confirmations and notices, account mail, contact-form messages,
 * newsletter confirmations. A message is written in the same unit of work as the change it tells of, so
 * none is lost; the sender (internal/sender.ts) delivers queued messages over SMTP when one is configured.
 * The order and customer links are kept from the shop's first outbox, so its rows stay where they were.
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: {
    singular: { sv: 'Utgående e-post', en: 'Outgoing e-mail' },
    plural: { sv: 'Utgående e-post', en: 'Outgoing e-mail' },
  },
  access: { read: isStaff, create: () => false, update: isStaff, delete: isStaff },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'kind', 'status', 'createdAt'],
    group: { sv: 'E-post', en: 'E-mail' },
  },
  fields: [
    { name: 'to', type: 'email', required: true, label: { sv: 'Till', en: 'To' } },
    {
      name: 'replyTo',
      type: 'email',
      label: { sv: 'Svara till', en: 'Reply to' },
    },
    { name: 'subject', type: 'text', required: true, label: { sv: 'Ämne', en: 'Subject' } },
    { name: 'text', type: 'textarea', required: true, label: { sv: 'Text', en: 'Text' } },
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      label: { sv: 'Typ', en: 'Kind' },
      options: MAIL_KINDS.map(({ value, label }) => ({ value, label })),
    },
    {
      name: 'order',
      type: 'relationship',
      relationTo: 'orders',
      index: true,
      label: { sv: 'Order', en: 'Order' },
    },
    {
      name: 'customer',
      type: 'relationship',
      relationTo: 'customers',
      index: true,
      label: { sv: 'Kund', en: 'Customer' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      label: { sv: 'Status', en: 'Status' },
      admin: { position: 'sidebar' },
      options: [
        { label: { sv: 'I kö', en: 'Queued' }, value: 'queued' },
        { label: { sv: 'Skickad', en: 'Sent' }, value: 'sent' },
        { label: { sv: 'Misslyckades', en: 'Failed' }, value: 'failed' },
      ],
    },
    {
      name: 'sentAt',
      type: 'date',
      label: { sv: 'Skickad', en: 'Sent at' },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'error',
      type: 'text',
      label: { sv: 'Fel', en: 'Error' },
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
  timestamps: true,
}
