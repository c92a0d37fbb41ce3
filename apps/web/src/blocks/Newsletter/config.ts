import type { Block } from 'payload'

import { moduleSettings } from '../shared/moduleSettings'

const customFieldTypes = [
  { value: 'text', label: { sv: 'Text', en: 'Text' } },
  { value: 'email', label: { sv: 'E-post', en: 'E-mail' } },
  { value: 'checkbox', label: { sv: 'Kryssrutor (grupp)', en: 'Checkboxes (group)' } },
  { value: 'booleancheckbox', label: { sv: 'En kryssruta', en: 'Single checkbox' } },
  { value: 'select', label: { sv: 'Rullgardinsmeny', en: 'Select' } },
  { value: 'radio', label: { sv: 'Radioknappar', en: 'Radio buttons' } },
]

const redirectQueryOptions = [
  { value: 'name', label: { sv: 'Förnamn (first_name)', en: 'First name (first_name)' } },
  { value: 'last_name', label: { sv: 'Efternamn (last_name)', en: 'Last name (last_name)' } },
  { value: 'email', label: { sv: 'E-post (email)', en: 'E-mail (email)' } },
  { value: 'ip_address', label: { sv: 'IP-adress (ip_address)', en: 'IP address (ip_address)' } },
  { value: 'css_id', label: { sv: 'Element-id (form_id)', en: 'Element id (form_id)' } },
]

const withOptions = (_: unknown, siblingData: { type?: string }) =>
  ['checkbox', 'select', 'radio'].includes(siblingData?.type ?? '')

/** Nyhetsbrev: an e-mail opt-in form for one mailing list (spec 3.5, 4.4, 5.4, 7.3 item 3). */
export const Newsletter = {
  slug: 'newsletter' as const,
  interfaceName: 'NewsletterBlock',
  labels: {
    singular: { sv: 'Nyhetsbrev', en: 'Newsletter' },
    plural: { sv: 'Nyhetsbrev', en: 'Newsletters' },
  },
  fields: [
    {
      name: 'list',
      type: 'relationship',
      relationTo: 'newsletter-lists',
      required: true,
      label: { sv: 'Utskickslista', en: 'Mailing list' },
    },
    { name: 'title', type: 'text', localized: true, label: { sv: 'Rubrik', en: 'Title' } },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      label: { sv: 'Text', en: 'Text' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'showFirstName',
          type: 'checkbox',
          defaultValue: true,
          label: { sv: 'Visa förnamn (obligatoriskt)', en: 'Show first name (required)' },
          admin: { width: '50%' },
        },
        {
          name: 'showLastName',
          type: 'checkbox',
          defaultValue: false,
          label: { sv: 'Visa efternamn (obligatoriskt)', en: 'Show last name (required)' },
          admin: { width: '50%' },
        },
      ],
    },
    {
      name: 'customFields',
      type: 'array',
      // Shorter table names than Payload's own (PostgreSQL stops at 63 characters), one per parent.
      dbName: ({ tableName }) => `${tableName}_fields`,
      maxRows: 20,
      label: { sv: 'Egna fält', en: 'Custom fields' },
      labels: {
        singular: { sv: 'Eget fält', en: 'Custom field' },
        plural: { sv: 'Egna fält', en: 'Custom fields' },
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'fieldId',
              type: 'text',
              required: true,
              label: { sv: 'Fält-id hos leverantören', en: "The provider's field id" },
              admin: {
                width: '33%',
                description: {
                  sv: 'Mailchimp: merge-taggen (t.ex. COMPANY). Brevo: attributets namn.',
                  en: 'Mailchimp: the merge tag (e.g. COMPANY). Brevo: the attribute name.',
                },
              },
              validate: (value: unknown) =>
                typeof value === 'string' && /^[A-Za-z][A-Za-z0-9_]{0,39}$/.test(value)
                  ? true
                  : 'Bokstäver, siffror och _ (högst 40 tecken), och första tecknet en bokstav.',
            },
            {
              name: 'type',
              type: 'select',
              required: true,
              defaultValue: 'text',
              label: { sv: 'Typ', en: 'Type' },
              options: customFieldTypes,
              admin: { width: '33%' },
            },
            {
              name: 'required',
              type: 'checkbox',
              defaultValue: false,
              label: { sv: 'Obligatoriskt', en: 'Required' },
              admin: { width: '33%', style: { alignSelf: 'center' } },
            },
          ],
        },
        {
          name: 'label',
          type: 'text',
          required: true,
          localized: true,
          label: { sv: 'Etikett', en: 'Label' },
        },
        {
          name: 'options',
          type: 'array',
          dbName: ({ tableName }) => `${tableName}_opts`,
          maxRows: 30,
          label: { sv: 'Alternativ', en: 'Options' },
          admin: { condition: withOptions },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'label',
                  type: 'text',
                  required: true,
                  localized: true,
                  label: { sv: 'Alternativ', en: 'Option' },
                  admin: { width: '60%' },
                },
                {
                  name: 'dataId',
                  type: 'text',
                  label: { sv: 'Id hos leverantören (valfritt)', en: "Provider's id (optional)" },
                  admin: {
                    width: '40%',
                    description: {
                      sv: 'Brevo: värdets nummer i kategoriattributet.',
                      en: "Brevo: the value's number in the category attribute.",
                    },
                  },
                },
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'buttonText',
          type: 'text',
          localized: true,
          label: { sv: 'Knapptext', en: 'Button text' },
          admin: { width: '50%', placeholder: 'Prenumerera' },
        },
        {
          name: 'botProtection',
          type: 'checkbox',
          defaultValue: false,
          label: { sv: 'Robotskydd', en: 'Bot protection' },
          admin: { width: '50%', style: { alignSelf: 'center' } },
        },
      ],
    },
    {
      name: 'successMessage',
      type: 'textarea',
      localized: true,
      label: { sv: 'Meddelande efter anmälan', en: 'Success message' },
      admin: { placeholder: 'Tack! Kolla din inkorg och bekräfta prenumerationen.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'redirectUrl',
          type: 'text',
          label: { sv: 'Skicka vidare till (valfritt)', en: 'Redirect to (optional)' },
          admin: { width: '50%', placeholder: '/tack' },
          validate: (value: unknown) =>
            !value ||
            (typeof value === 'string' && /^(?:https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/.test(value))
              ? true
              : 'Ange en sökväg som /tack eller en adress som börjar med https://.',
        },
        {
          name: 'redirectQuery',
          type: 'select',
          hasMany: true,
          label: { sv: 'Skicka med i adressen', en: 'Append to the redirect' },
          options: redirectQueryOptions,
          admin: { width: '50%' },
        },
      ],
    },
    {
      name: 'includeIp',
      type: 'checkbox',
      defaultValue: false,
      label: {
        sv: 'Spara besökarens IP-adress med prenumerationen',
        en: "Store the visitor's IP address with the subscription",
      },
    },
    moduleSettings(),
  ],
} satisfies Block
