import {
  fieldElementId,
  type Condition,
  type FieldType,
  type Relation,
  type RuleField,
} from './rules'

/** The module's stored settings as this feature reads them (the shape of ContactFormBlock). */
export type StoredContactForm = {
  id?: string | null
  title?: string | null
  formFields?:
    | {
        fieldId: string
        label?: string | null
        fieldType: FieldType
        required?: boolean | null
        fullwidth?: boolean | null
        options?: { label: string; id?: string | null }[] | null
        conditional?: boolean | null
        relation?: Relation | null
        conditions?:
          { field: string; operator: Condition['operator']; value?: string | null }[] | null
      }[]
    | null
  recipients: string
  subject?: string | null
  successMessage?: string | null
  submitLabel?: string | null
  redirectUrl?: string | null
  captcha?: boolean | null
  botProtection?: boolean | null
}

export type ContactField = RuleField & { fullwidth: boolean; options: string[] }

/** Everything needed to draw, check and deliver one contact form on one page. */
export type ContactFormModel = {
  /** The form's number on its page (form_unique_num, from 0 in page order). */
  formNum: number
  pageId: number
  moduleId: string
  title: string
  fields: ContactField[]
  recipients: string[]
  subject: string
  successMessage: string
  submitLabel: string
  redirectUrl: string | null
  captcha: boolean
  botProtection: boolean
}

export const DEFAULT_SUBJECT = 'Nytt meddelande från webbplatsen'
export const DEFAULT_SUCCESS = 'Tack! Vi har tagit emot ditt meddelande.'
export const DEFAULT_SUBMIT = 'Skicka'

/** The module's stored settings as a model; fields without an id are skipped. */
export function contactFormModel(
  block: StoredContactForm,
  { formNum, pageId }: { formNum: number; pageId: number },
): ContactFormModel {
  const fields: ContactField[] = (block.formFields ?? [])
    .filter((f) => f.fieldId)
    .map((f) => ({
      originalId: f.fieldId,
      id: fieldElementId(f.fieldId, formNum),
      type: f.fieldType,
      label: f.label ?? '',
      required: Boolean(f.required),
      fullwidth: f.fullwidth !== false,
      options: (f.options ?? []).map((o) => o.label).filter(Boolean),
      conditions:
        f.conditional && f.conditions?.length
          ? {
              relation: f.relation === 'any' ? 'any' : 'all',
              rules: f.conditions.map((c) => ({
                field: c.field,
                operator: c.operator,
                value: c.value ?? '',
              })),
            }
          : null,
    }))
  return {
    formNum,
    pageId,
    moduleId: block.id ?? '',
    title: block.title ?? '',
    fields,
    recipients: block.recipients
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    subject: block.subject || DEFAULT_SUBJECT,
    successMessage: block.successMessage || DEFAULT_SUCCESS,
    submitLabel: block.submitLabel || DEFAULT_SUBMIT,
    redirectUrl: block.redirectUrl || null,
    captcha: block.captcha !== false,
    botProtection: block.botProtection !== false,
  }
}

type LayoutNode = { blockType?: string; id?: string | null; [key: string]: unknown }

/**
 * The contact forms of a page's layout in page order (section → row → column → module), so each
 * form's number is its place among them, the same on the page and on the server.
 */
export function contactFormsIn(layout: unknown): StoredContactForm[] {
  const found: StoredContactForm[] = []
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk)
    if (!node || typeof node !== 'object') return
    const block = node as LayoutNode
    if (block.blockType === 'contactForm') {
      found.push(block as unknown as StoredContactForm)
      return
    }
    for (const key of ['rows', 'columns', 'modules'] as const) if (key in block) walk(block[key])
  }
  walk(layout)
  return found
}

/** A page's contact form with its number, by the module's id; null when the page has no such form. */
export function findContactForm(
  layout: unknown,
  moduleId: string,
): { block: StoredContactForm; formNum: number } | null {
  const forms = contactFormsIn(layout)
  const formNum = forms.findIndex((f) => f.id === moduleId)
  return formNum < 0 ? null : { block: forms[formNum]!, formNum }
}

// --- The wire format of spec 7.3 item 4 ---------------------------------------------------------

/** A field descriptor of spec 3.4, as the form posts it. */
export type FieldDescriptor = {
  field_id: string
  original_id: string
  required_mark: 'required' | 'not_required'
  field_type: FieldType
  field_label: string
}

export const descriptorsOf = (fields: readonly ContactField[]): FieldDescriptor[] =>
  fields.map((f) => ({
    field_id: f.id,
    original_id: f.originalId,
    required_mark: f.required ? 'required' : 'not_required',
    field_type: f.type,
    field_label: f.label,
  }))

export const emailFieldsName = (formNum: number) => `et_pb_contact_email_fields_${formNum}`
export const hiddenFieldsName = (formNum: number) => `et_pb_contact_email_hidden_fields_${formNum}`
export const captchaName = (formNum: number) => `et_pb_contact_captcha_${formNum}`
export const captchaDigitName = (formNum: number, which: 'first' | 'second') =>
  `et_pb_contact_captcha_${which}_digit_${formNum}`
/** The decoy field: people never see it, bots fill it in (exempt from the required check, 5.3). */
export const decoyName = (formNum: number) => `et_pb_contact_et_number_${formNum}`
export const containerId = (formNum: number) => `et_pb_contact_form_${formNum}`
export const messageId = (formNum: number) => `et_pb_contact_message_${formNum}`
/** Our own hidden fields: which page and module the form is, and the send's idempotency key. */
export const PAGE_FIELD = 'smedja_page'
export const MODULE_FIELD = 'smedja_module'
export const FORM_NUM_FIELD = 'smedja_form_num'
export const KEY_FIELD = 'smedja_key'
export const TOKEN_FIELD = 'token'
/** The header the island sends: its reply is the container alone, in a small document. */
export const ISLAND_HEADER = 'x-smedja-form'

/**
 * The body the island posts (spec 7.3 item 4): the form's own fields as the browser would send them,
 * then `et_pb_contact_email_fields_{n}` (the descriptors as JSON), `et_pb_contact_email_hidden_fields_{n}`
 * (the ids hidden by conditional logic as JSON, only if there are any) and `token`.
 */
export function encodeContactPost(
  entries: Iterable<[string, string]>,
  extra: {
    formNum: number
    descriptors: readonly FieldDescriptor[]
    hiddenIds: readonly string[]
    token: string
  },
): URLSearchParams {
  const body = new URLSearchParams()
  const reserved = new Set([
    emailFieldsName(extra.formNum),
    hiddenFieldsName(extra.formNum),
    TOKEN_FIELD,
  ])
  for (const [name, value] of entries) if (!reserved.has(name)) body.append(name, value)
  body.set(emailFieldsName(extra.formNum), JSON.stringify(extra.descriptors))
  if (extra.hiddenIds.length)
    body.set(hiddenFieldsName(extra.formNum), JSON.stringify(extra.hiddenIds))
  body.set(TOKEN_FIELD, extra.token)
  return body
}

/**
 * A checkbox group posts one field per option (`{field_id}_{index}`, value the option), so it needs
 * no script and no separator that an option could contain.
 */
export const optionName = (fieldId: string, index: number) => `${fieldId}_${index}`

/** The values of a posted form, by field id, read against the module's own fields. */
export function postedValues(
  fields: readonly ContactField[],
  posted: Record<string, unknown>,
): Record<string, string | string[]> {
  const text = (name: string) => {
    const value = posted[name]
    return typeof value === 'string' ? value : ''
  }
  const values: Record<string, string | string[]> = {}
  for (const field of fields) {
    if (field.type === 'checkbox') {
      values[field.id] = field.options.filter(
        (option, index) => text(optionName(field.id, index)) === option,
      )
    } else if (field.type === 'radio' || field.type === 'select') {
      // Only one of the offered options counts: anything else is as if nothing was chosen.
      const value = text(field.id)
      values[field.id] = field.options.includes(value) ? value : ''
    } else if (field.type === 'booleancheckbox') {
      values[field.id] = text(field.id) === BOOLEAN_ON ? BOOLEAN_ON : ''
    } else {
      values[field.id] = text(field.id)
    }
  }
  return values
}

/** What a checked single checkbox posts, and what the mail says for it. */
export const BOOLEAN_ON = 'Ja'
