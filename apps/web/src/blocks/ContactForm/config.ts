import type { Block, Field } from 'payload'

import { fieldTypes, operators } from '@/features/forms/routing'

import { moduleSettings } from '../shared/moduleSettings'

const FIELD_ID = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/
const ADDRESS = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/

const fieldTypeLabels: Record<(typeof fieldTypes)[number], { sv: string; en: string }> = {
  input: { sv: 'Text (en rad)', en: 'Text (one line)' },
  email: { sv: 'E-post', en: 'E-mail' },
  number: { sv: 'Tal', en: 'Number' },
  text: { sv: 'Textområde', en: 'Textarea' },
  radio: { sv: 'Radioknappar', en: 'Radio buttons' },
  checkbox: { sv: 'Kryssrutor (grupp)', en: 'Checkbox group' },
  booleancheckbox: { sv: 'Enstaka kryssruta', en: 'Single checkbox' },
  select: { sv: 'Rullgardinsmeny', en: 'Select' },
}

const operatorLabels: Record<(typeof operators)[number], { sv: string; en: string }> = {
  is: { sv: 'är', en: 'is' },
  'is not': { sv: 'är inte', en: 'is not' },
  'is empty': { sv: 'är tomt', en: 'is empty' },
  'is not empty': { sv: 'är inte tomt', en: 'is not empty' },
  contains: { sv: 'innehåller', en: 'contains' },
  'does not contain': { sv: 'innehåller inte', en: 'does not contain' },
  'is greater': { sv: 'är större än (heltal)', en: 'is greater than (integers)' },
  'is less': { sv: 'är mindre än (heltal)', en: 'is less than (integers)' },
}

const withOptions = new Set(['radio', 'checkbox', 'select'])

const formField: Field = {
  name: 'formFields',
  // Table names per parent (pages and projects each get their own), short enough for PostgreSQL's 63.
  dbName: ({ tableName }) => `${tableName}_fields`,
  type: 'array',
  label: { sv: 'Fält', en: 'Fields' },
  labels: { singular: { sv: 'Fält', en: 'Field' }, plural: { sv: 'Fält', en: 'Fields' } },
  minRows: 1,
  maxRows: 30,
  admin: { initCollapsed: true, components: {} },
  validate: (rows: unknown) => {
    const ids = (Array.isArray(rows) ? rows : []).map(
      (row) => (row as { fieldId?: string }).fieldId,
    )
    const twice = ids.find((id, index) => id && ids.indexOf(id) !== index)
    return twice ? `Fält-id ”${twice}” används två gånger i formuläret.` : true
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'fieldId',
          type: 'text',
          required: true,
          label: { sv: 'Fält-id', en: 'Field id' },
          admin: {
            width: '25%',
            description: {
              sv: 'Unikt i formuläret, t.ex. ”namn”. Villkor pekar på fält med detta id.',
              en: 'Unique in the form, e.g. "name". Conditions point at fields by it.',
            },
          },
          validate: (value: unknown) =>
            typeof value === 'string' && FIELD_ID.test(value)
              ? true
              : 'Börja med en bokstav; bara bokstäver a–z, siffror, - och _ (högst 40 tecken).',
        },
        {
          name: 'label',
          type: 'text',
          localized: true,
          label: { sv: 'Etikett', en: 'Label' },
          admin: { width: '35%' },
        },
        {
          name: 'fieldType',
          type: 'select',
          required: true,
          defaultValue: 'input',
          label: { sv: 'Typ', en: 'Type' },
          options: fieldTypes.map((value) => ({ value, label: fieldTypeLabels[value] })),
          admin: { width: '20%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'required',
          type: 'checkbox',
          defaultValue: false,
          label: { sv: 'Obligatoriskt', en: 'Required' },
          admin: { width: '25%' },
        },
        {
          name: 'fullwidth',
          type: 'checkbox',
          defaultValue: true,
          label: { sv: 'Full bredd (annars halv)', en: 'Full width (else half)' },
          admin: { width: '35%' },
        },
      ],
    },
    {
      name: 'options',
      dbName: ({ tableName }) => `${tableName}_opts`,
      type: 'array',
      label: { sv: 'Alternativ', en: 'Options' },
      admin: {
        condition: (_data, sibling) => withOptions.has(String(sibling?.fieldType)),
        description: {
          sv: 'Radioknappar, kryssrutor och rullgardinsmenyer: ett alternativ per rad.',
          en: 'Radio buttons, checkbox groups and selects: one option per row.',
        },
      },
      fields: [
        {
          name: 'label',
          type: 'text',
          required: true,
          localized: true,
          label: { sv: 'Alternativ', en: 'Option' },
        },
      ],
    },
    {
      name: 'conditional',
      type: 'checkbox',
      defaultValue: false,
      label: { sv: 'Villkorsstyrt (visas bara när villkoren gäller)', en: 'Conditional logic' },
    },
    {
      name: 'relation',
      type: 'select',
      defaultValue: 'all',
      label: { sv: 'Visa fältet när', en: 'Show the field when' },
      options: [
        { value: 'all', label: { sv: 'alla villkor gäller', en: 'all conditions match' } },
        { value: 'any', label: { sv: 'något villkor gäller', en: 'any condition matches' } },
      ],
      admin: { condition: (_data, sibling) => Boolean(sibling?.conditional) },
    },
    {
      name: 'conditions',
      dbName: ({ tableName }) => `${tableName}_if`,
      type: 'array',
      label: { sv: 'Villkor', en: 'Conditions' },
      admin: { condition: (_data, sibling) => Boolean(sibling?.conditional) },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'field',
              type: 'text',
              required: true,
              label: { sv: 'Fält-id', en: 'Field id' },
              admin: { width: '33%' },
            },
            {
              name: 'operator',
              type: 'select',
              required: true,
              defaultValue: 'is',
              label: { sv: 'Villkor', en: 'Operator' },
              options: operators.map((value) => ({ value, label: operatorLabels[value] })),
              admin: { width: '33%' },
            },
            {
              name: 'value',
              type: 'text',
              label: { sv: 'Värde', en: 'Value' },
              admin: { width: '33%' },
            },
          ],
        },
      ],
    },
  ],
}

/**
 * The contact form module, *Kontaktformulär* (spec 3.4, 4.4, 5.3): fields the editor composes, where
 * the message goes, what the visitor sees after sending, and the captcha and bot protection. The
 * rules and the server behind it live in features/forms.
 */
export const ContactForm = {
  slug: 'contactForm' as const,
  interfaceName: 'ContactFormBlock',
  labels: {
    singular: { sv: 'Kontaktformulär', en: 'Contact form' },
    plural: { sv: 'Kontaktformulär', en: 'Contact forms' },
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      label: { sv: 'Rubrik', en: 'Title' },
    },
    formField,
    {
      type: 'row',
      fields: [
        {
          name: 'recipients',
          type: 'text',
          required: true,
          label: { sv: 'Mottagare', en: 'Recipients' },
          admin: {
            width: '50%',
            description: {
              sv: 'E-postadresser, åtskilda med kommatecken.',
              en: 'E-mail addresses, separated by commas.',
            },
          },
          validate: (value: unknown) => {
            const list = String(value ?? '')
              .split(',')
              .map((a) => a.trim())
              .filter(Boolean)
            if (list.length === 0) return 'Ange minst en mottagare.'
            const bad = list.find((a) => !ADDRESS.test(a))
            return bad ? `”${bad}” är ingen e-postadress.` : true
          },
        },
        {
          name: 'subject',
          type: 'text',
          localized: true,
          label: { sv: 'Ämne i e-postmeddelandet', en: 'E-mail subject' },
          admin: { width: '50%', placeholder: 'Nytt meddelande från webbplatsen' },
        },
      ],
    },
    {
      name: 'successMessage',
      type: 'textarea',
      localized: true,
      label: { sv: 'Tackmeddelande', en: 'Success message' },
      admin: { placeholder: 'Tack! Vi har tagit emot ditt meddelande.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'submitLabel',
          type: 'text',
          localized: true,
          label: { sv: 'Knapptext', en: 'Button text' },
          admin: { width: '50%', placeholder: 'Skicka' },
        },
        {
          name: 'redirectUrl',
          type: 'text',
          label: { sv: 'Skicka vidare till (redirect_url)', en: 'Redirect to (redirect_url)' },
          admin: {
            width: '50%',
            description: {
              sv: 'Valfritt: en sida på webbplatsen (/tack) eller en fullständig adress.',
              en: 'Optional: a page of the site (/thanks) or a full URL.',
            },
          },
          validate: (value: unknown) =>
            value == null || value === '' || /^(\/(?!\/)|https?:\/\/)\S*$/.test(String(value))
              ? true
              : 'Ange en sökväg som börjar med / eller en adress som börjar med https://.',
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'captcha',
          type: 'checkbox',
          defaultValue: true,
          label: { sv: 'Kontrollfråga (summan av två tal)', en: 'Captcha (sum of two numbers)' },
          admin: { width: '50%' },
        },
        {
          name: 'botProtection',
          type: 'checkbox',
          defaultValue: true,
          label: { sv: 'Robotskydd', en: 'Bot protection' },
          admin: {
            width: '50%',
            description: {
              sv: 'Webbläsaren löser en liten beräkningsuppgift innan formuläret skickas. Inga kakor, ingen tredje part.',
              en: 'The browser solves a small proof-of-work before sending. No cookies, no third party.',
            },
          },
        },
      ],
    },
    moduleSettings(),
  ],
} satisfies Block
