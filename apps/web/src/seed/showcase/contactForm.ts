import type { RowBlock } from '@/payload-types'

import { mod, row } from '../layout'

/**
 * The contact form on the Kontakt page (issue 12): name, e-mail, phone (half width), what the errand
 * is about, a visit date asked only for service errands, the message and consent to store it; the
 * captcha and the bot protection on.
 */
export function contactFormRow(): RowBlock {
  return row('1_1', [
    [
      mod({
        blockType: 'contactForm',
        title: 'Skicka ett meddelande',
        recipients: 'info@norrberg-industriservice.se',
        subject: 'Nytt meddelande från kontaktformuläret',
        successMessage: 'Tack för ditt meddelande! Vi hör av oss inom en arbetsdag.',
        submitLabel: 'Skicka meddelande',
        captcha: true,
        botProtection: true,
        settings: { elementId: 'kontaktformular' },
        formFields: [
          { fieldId: 'namn', label: 'Namn', fieldType: 'input', required: true, fullwidth: false },
          {
            fieldId: 'epost',
            label: 'E-post',
            fieldType: 'email',
            required: true,
            fullwidth: false,
          },
          {
            fieldId: 'telefon',
            label: 'Telefon',
            fieldType: 'input',
            required: false,
            fullwidth: false,
          },
          {
            fieldId: 'arende',
            label: 'Ärende',
            fieldType: 'select',
            required: true,
            fullwidth: false,
            options: [
              { label: 'Offert' },
              { label: 'Service' },
              { label: 'Reservdelar' },
              { label: 'Övrigt' },
            ],
          },
          {
            fieldId: 'besoksdatum',
            label: 'Önskat datum för besök',
            fieldType: 'input',
            required: true,
            fullwidth: true,
            conditional: true,
            relation: 'all',
            conditions: [{ field: 'arende', operator: 'is', value: 'Service' }],
          },
          {
            fieldId: 'meddelande',
            label: 'Meddelande',
            fieldType: 'text',
            required: true,
            fullwidth: true,
          },
          {
            fieldId: 'samtycke',
            label:
              'Jag samtycker till att Norrberg Industriservice sparar mina uppgifter för att besvara meddelandet.',
            fieldType: 'booleancheckbox',
            required: true,
            fullwidth: true,
          },
        ],
      }),
    ],
  ])
}
