/**
 * The newsletter form's rules and wire format (spec 3.5, 5.4, 7.3 item 3, 9.7), one pure module that
 * the browser's island and the server's action both run. No DOM, no I/O.
 */
import { isValidEmail, normaliseEmail } from '../contact/rules'

/** The ajax action of 7.3 item 3. */
export const SUBSCRIBE_ACTION = 'et_pb_submit_subscribe_form'

export const newsletterProviders = ['local', 'mailchimp', 'brevo'] as const
export type NewsletterProvider = (typeof newsletterProviders)[number]

export const customFieldTypes = [
  'text',
  'email',
  'checkbox',
  'booleancheckbox',
  'select',
  'radio',
] as const
export type CustomFieldType = (typeof customFieldTypes)[number]

/** One option of a checkbox group, select or radio: its id, the value shown and sent, the provider's id. */
export type CustomFieldOption = { id: string; value: string; dataId: string }

/** A custom field as the module's settings define it (never as a browser posts it). */
export type CustomField = {
  /** The provider's name for it (a Mailchimp merge tag, a Brevo attribute) and the form's id. */
  id: string
  type: CustomFieldType
  label: string
  required: boolean
  options: CustomFieldOption[]
}

/** Domain labels of a newsletter address are 1 to 63 characters (spec 9.7). */
export const DOMAIN_LABEL_MAX = 63

// Spec 5.4: a local part of allowed characters, '@', then dot-separated domain labels of 1 to 63
// letters, digits and '-' (the standard pattern, which also keeps '-' off a label's ends).
const LABEL = `[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,${DOMAIN_LABEL_MAX - 2}}[a-zA-Z0-9])?`
export const NEWSLETTER_EMAIL = new RegExp(
  `^[a-zA-Z0-9.!#$%&'*+/=?^_\`{|}~-]+@${LABEL}(?:\\.${LABEL})*$`,
)

/** Whether the main e-mail field's value matches the pattern of 5.4 (surrounding space ignored). */
export const isNewsletterEmail = (value: string) => NEWSLETTER_EMAIL.test(value.trim())

/**
 * A custom field's state in the form: text for text and e-mail fields, the checked option ids for a
 * checkbox group, checked or not for a single checkbox, the chosen option id ('' for none) for a
 * select or radio.
 */
export type CustomFieldState = string | string[] | boolean

export type NewsletterMessages = {
  /** A required field left empty. */
  required: (label: string) => string
  /** The contact form's 'invalid' text (8.3) for a bad e-mail. */
  invalid: string
}

export const defaultNewsletterMessages: NewsletterMessages = {
  required: (label) => `${label} måste fyllas i.`,
  invalid: 'Ogiltig e-postadress.',
}

export type NewsletterProblem = { field: string; message: string }

const isEmpty = (state: CustomFieldState | undefined) =>
  state == null || state === false || (Array.isArray(state) ? state.length === 0 : state === '')

/**
 * Every check of 5.4 on a filled form, in the order the fields appear: the first and last name are
 * required when the form has them, the e-mail must match the pattern, and custom fields follow the
 * contact form's rules (required fields and groups, e-mail clauses of 5.3; an e-mail value equal to
 * its label, or empty, is not checked). Hidden custom fields are skipped.
 */
export function checkNewsletterForm(args: {
  names: { first: { label: string } | null; last: { label: string } | null }
  values: { firstName: string; lastName: string; email: string }
  customFields: readonly CustomField[]
  customValues: Record<string, CustomFieldState | undefined>
  hidden?: readonly string[]
  messages?: NewsletterMessages
}): NewsletterProblem[] {
  const { names, values, customFields, customValues, hidden = [] } = args
  const messages = args.messages ?? defaultNewsletterMessages
  const problems: NewsletterProblem[] = []
  if (names.first && values.firstName.trim() === '')
    problems.push({ field: 'firstname', message: messages.required(names.first.label) })
  if (names.last && values.lastName.trim() === '')
    problems.push({ field: 'lastname', message: messages.required(names.last.label) })
  if (!isNewsletterEmail(values.email)) problems.push({ field: 'email', message: messages.invalid })
  for (const field of customFields) {
    if (hidden.includes(field.id)) continue
    const state = customValues[field.id]
    if (field.required && isEmpty(state)) {
      problems.push({ field: field.id, message: messages.required(field.label) })
      continue
    }
    if (field.type === 'email' && typeof state === 'string') {
      const email = normaliseEmail(state)
      const asLabel = email === field.label || state.trim() === field.label
      if (email !== '' && !asLabel && !isValidEmail(email))
        problems.push({ field: field.id, message: messages.invalid })
    }
  }
  return problems
}

/** A value of `et_custom_fields` as the browser sends it. */
export type EncodedValue = string | boolean | Record<string, string>

/**
 * One custom field's value in `et_custom_fields` (7.3 item 3): checkbox groups map each checked
 * option's id to its value; a single checkbox sends one value (true or false); a select sends the
 * option's data id for Brevo (its category attributes are numbered), select and radio are sent as
 * { optionId: value } for Mailchimp, and other fields (and local lists' selects and radios) send the
 * value itself. Undefined when there is nothing to send.
 */
export function encodeCustomField(
  provider: NewsletterProvider,
  field: CustomField,
  state: CustomFieldState | undefined,
): EncodedValue | undefined {
  switch (field.type) {
    case 'text':
    case 'email':
      return typeof state === 'string' ? state : undefined
    case 'booleancheckbox':
      return state === true
    case 'checkbox': {
      const checked = Array.isArray(state) ? state : []
      return Object.fromEntries(
        field.options.filter((o) => checked.includes(o.id)).map((o) => [o.id, o.value]),
      )
    }
    case 'select':
    case 'radio': {
      const option = field.options.find((o) => o.id === state)
      if (!option) return undefined
      if (provider === 'mailchimp') return { [option.id]: option.value }
      if (provider === 'brevo' && field.type === 'select') return option.dataId
      return option.value
    }
  }
}

/** A custom field's value as the server keeps it and hands it to a provider. */
export type CustomValue =
  | { type: 'text' | 'email'; value: string }
  | { type: 'checkbox'; values: string[]; dataIds: string[] }
  | { type: 'booleancheckbox'; value: boolean }
  | { type: 'select' | 'radio'; value: string; dataId: string }

/**
 * Reads one posted value back into the field's state, the inverse of encodeCustomField: null when the
 * value is not one this field could have sent (an unknown option, a wrong shape).
 */
export function decodeCustomField(
  provider: NewsletterProvider,
  field: CustomField,
  raw: unknown,
): { state: CustomFieldState; value: CustomValue | null } | null {
  const byId = new Map(field.options.map((o) => [o.id, o]))
  switch (field.type) {
    case 'text':
    case 'email': {
      if (raw === undefined) return { state: '', value: null }
      if (typeof raw !== 'string') return null
      const value = field.type === 'email' ? normaliseEmail(raw) : raw.trim()
      return { state: raw, value: value === '' ? null : { type: field.type, value } }
    }
    case 'booleancheckbox': {
      if (raw === undefined) return { state: false, value: { type: field.type, value: false } }
      if (typeof raw !== 'boolean') return null
      return { state: raw, value: { type: field.type, value: raw } }
    }
    case 'checkbox': {
      if (raw === undefined) return { state: [], value: null }
      if (!isRecord(raw)) return null
      const options = Object.entries(raw).map(([id, value]) => {
        const option = byId.get(id)
        return option && option.value === value ? option : null
      })
      if (options.some((o) => o === null)) return null
      const chosen = options as CustomFieldOption[]
      return {
        state: chosen.map((o) => o.id),
        value: chosen.length
          ? {
              type: 'checkbox',
              values: chosen.map((o) => o.value),
              dataIds: chosen.map((o) => o.dataId),
            }
          : null,
      }
    }
    case 'select':
    case 'radio': {
      if (raw === undefined || raw === '') return { state: '', value: null }
      let option: CustomFieldOption | undefined
      if (provider === 'mailchimp') {
        if (!isRecord(raw)) return null
        const entries = Object.entries(raw)
        const [id, value] = entries[0] ?? []
        option = entries.length === 1 && id ? byId.get(id) : undefined
        if (option && option.value !== value) option = undefined
      } else if (typeof raw === 'string') {
        option =
          provider === 'brevo' && field.type === 'select'
            ? field.options.find((o) => o.dataId === raw)
            : field.options.find((o) => o.value === raw)
      }
      if (!option) return null
      return {
        state: option.id,
        value: { type: field.type, value: option.value, dataId: option.dataId },
      }
    }
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The redirect query of 3.5: the module's choices and the names they are appended as. */
export const redirectQueryNames = {
  name: 'first_name',
  last_name: 'last_name',
  email: 'email',
  ip_address: 'ip_address',
  css_id: 'form_id',
} as const
export type RedirectQueryChoice = keyof typeof redirectQueryNames

/** The success redirect: the editor's URL with the chosen values appended under their 3.5 names. */
export function redirectTarget(
  url: string,
  choices: readonly RedirectQueryChoice[],
  values: Partial<Record<RedirectQueryChoice, string | null | undefined>>,
): string {
  const query = choices
    .filter((choice) => values[choice])
    .map(
      (choice) => `${redirectQueryNames[choice]}=${encodeURIComponent(values[choice] as string)}`,
    )
  if (!query.length) return url
  const [base, hash] = url.split('#', 2) as [string, string | undefined]
  const joined = `${base}${base.includes('?') ? '&' : '?'}${query.join('&')}`
  return hash === undefined ? joined : `${joined}#${hash}`
}
