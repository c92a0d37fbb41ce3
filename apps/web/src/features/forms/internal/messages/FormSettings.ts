import type { Field, GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/isAdmin'
import { safeRevalidateRoute } from '@/platform/safeRevalidate'

import { defaultFormMessages, formMessageKeys, type FormMessageKey } from './defaults'

export const formsGroup = { sv: 'Formulär', en: 'Forms' }

const keyUse: Record<FormMessageKey, { sv: string; en: string }> = {
  contact_error_message: {
    sv: 'Rubrik över listan med felaktiga uppgifter.',
    en: 'Heading above the list of invalid fields.',
  },
  fill_message: {
    sv: 'Rubrik över listan med obligatoriska fält som saknas.',
    en: 'Heading above the missing required fields.',
  },
  invalid: { sv: 'Ogiltig e-postadress.', en: 'Invalid e-mail address.' },
  wrong_captcha: { sv: 'Fel svar på kontrollfrågan.', en: 'Wrong captcha answer.' },
  captcha: {
    sv: 'Namn på ett obligatoriskt fält utan etikett (och på kontrollfrågan).',
    en: 'Name of a required field without a label (and of the captcha).',
  },
  wrong_checkbox: {
    sv: 'Namn på en kryssrutegrupp utan etikett.',
    en: 'Name of a checkbox group without a label.',
  },
  subscription_failed: {
    sv: 'Nyhetsbrevet: servern svarade inte.',
    en: 'Newsletter: the server gave no answer.',
  },
}

const messageField = (key: FormMessageKey): Field => ({
  name: key,
  type: 'text',
  localized: true,
  label: key,
  admin: {
    placeholder: defaultFormMessages.sv[key],
    description: {
      sv: `${keyUse[key].sv} Tomt = ”${defaultFormMessages.sv[key]}”.`,
      en: `${keyUse[key].en} Empty = "${defaultFormMessages.en[key]}".`,
    },
  },
})

/** Days a stored submission is kept when nothing is set. */
export const DEFAULT_RETENTION_DAYS = 180

/**
 * The forms' site settings: the message keys of spec 8.3 (per language; empty = the default
 * wording) and how long contact-form submissions are kept.
 */
export const FormSettings: GlobalConfig = {
  slug: 'form-settings',
  label: { sv: 'Formulärinställningar', en: 'Form settings' },
  admin: { group: formsGroup },
  access: { read: anyone, update: isAdmin },
  fields: [
    {
      name: 'messages',
      type: 'group',
      label: { sv: 'Meddelanden', en: 'Messages' },
      fields: formMessageKeys.map(messageField),
    },
    {
      name: 'retentionDays',
      type: 'number',
      min: 1,
      max: 3650,
      defaultValue: DEFAULT_RETENTION_DAYS,
      label: { sv: 'Spara inskickade formulär i (dagar)', en: 'Keep submissions for (days)' },
      admin: {
        description: {
          sv: 'Äldre inskick raderas automatiskt (GDPR). Tomt = 180 dagar.',
          en: 'Older submissions are deleted automatically (GDPR). Empty = 180 days.',
        },
      },
    },
  ],
  hooks: {
    // The messages are drawn into every page with a form; pages are cached by route.
    afterChange: [
      ({ doc, req }) => {
        if (!req.context.disableRevalidate) safeRevalidateRoute('/', 'layout')
        return doc
      },
    ],
  },
}
