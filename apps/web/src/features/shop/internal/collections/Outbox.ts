import type { CollectionConfig } from 'payload'

import { shopStaff } from './access'
import { shopGroup } from './labelled'

/**
 * E-mail the shop sends (order confirmations, shop notices, account welcomes, password-reset links and
 * password-change notices).
 * Written in the same step as the order or account, so no confirmation is lost; a sender delivers
 * queued messages over SMTP when one is configured.
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: {
    singular: { sv: 'Utgående e-post', en: 'Outgoing e-mail' },
    plural: { sv: 'Utgående e-post', en: 'Outgoing e-mail' },
  },
  access: { read: shopStaff, create: () => false, update: shopStaff, delete: shopStaff },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'kind', 'status', 'createdAt'],
    group: shopGroup,
  },
  fields: [
    { name: 'to', type: 'email', required: true, label: { sv: 'Till', en: 'To' } },
    { name: 'subject', type: 'text', required: true, label: { sv: 'Ämne', en: 'Subject' } },
    { name: 'text', type: 'textarea', required: true, label: { sv: 'Text', en: 'Text' } },
    {
      name: 'kind',
      type: 'select',
      required: true,
      label: { sv: 'Typ', en: 'Kind' },
      options: [
        {
          label: { sv: 'Orderbekräftelse', en: 'Order confirmation' },
          value: 'order-confirmation',
        },
        {
          label: { sv: 'Ny order (till butiken)', en: 'New order (to the shop)' },
          value: 'order-notice',
        },
        { label: { sv: 'Välkommen (nytt konto)', en: 'Welcome (new account)' }, value: 'welcome' },
        {
          label: { sv: 'Återställ lösenord', en: 'Password reset' },
          value: 'password-reset',
        },
        {
          label: { sv: 'Lösenordet ändrat', en: 'Password changed' },
          value: 'password-changed',
        },
      ],
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
