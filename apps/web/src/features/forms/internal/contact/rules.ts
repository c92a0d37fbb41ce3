/**
 * The contact form's rules (spec 4.4, 5.3, 9.7), one pure module that the browser's island and the
 * server's route both run: the island to answer at once, the server because the browser is never
 * trusted. No DOM, no I/O; the callers bring the values and the messages.
 */

export const fieldTypes = [
  'input',
  'email',
  'number',
  'text',
  'radio',
  'checkbox',
  'booleancheckbox',
  'select',
] as const
/** `input` is a one-line text field and `text` a textarea (the names the descriptors of 3.4 use). */
export type FieldType = (typeof fieldTypes)[number]

export const operators = [
  'is',
  'is not',
  'is empty',
  'is not empty',
  'contains',
  'does not contain',
  'is greater',
  'is less',
] as const
export type Operator = (typeof operators)[number]
export type Relation = 'all' | 'any'
export type Condition = { field: string; operator: Operator; value: string }

/** One field of a form as the rules see it (the module's stored settings, never the posted ones). */
export type RuleField = {
  /** The editor's id for the field (`original_id`); conditions name fields by it. */
  originalId: string
  /** The element id and field name, `et_pb_contact_{originalId}_{formNum}` (`field_id`). */
  id: string
  type: FieldType
  label: string
  required: boolean
  /** Null: always shown. */
  conditions: { relation: Relation; rules: Condition[] } | null
}

/** A field's value: text for most, the checked values for a checkbox group, '' when nothing is given. */
export type FieldValue = string | string[]
export type Values = Record<string, FieldValue | undefined>

export type RuleMessages = {
  invalid: string
  wrong_captcha: string
  captcha: string
  wrong_checkbox: string
}

/** Captcha numbers are drawn from 1 to 15 (spec 9.7). */
export const CAPTCHA_MIN = 1
export const CAPTCHA_MAX = 15
/** E-mail addresses shorter than this are not addresses (spec 9.7). */
export const EMAIL_MIN_LENGTH = 6

/** Fields whose id starts with this are exempt from the required check (spec 5.3). */
export const NUMBER_FIELD_PREFIX = 'et_pb_contact_et_number_'

export const fieldElementId = (originalId: string, formNum: number) =>
  `et_pb_contact_${originalId}_${formNum}`

const isEmptyValue = (value: FieldValue | undefined) =>
  value == null || (Array.isArray(value) ? value.length === 0 : value === '')

const INTEGER = /^-?\d+$/

function matches(value: FieldValue | undefined, { operator, value: wanted }: Condition): boolean {
  const values = value == null ? [] : Array.isArray(value) ? value : value === '' ? [] : [value]
  switch (operator) {
    case 'is':
      return values.includes(wanted)
    case 'is not':
      return !values.includes(wanted)
    case 'is empty':
      return values.length === 0
    case 'is not empty':
      return values.length > 0
    case 'contains':
      return values.some((v) => v.toLowerCase().includes(wanted.toLowerCase()))
    case 'does not contain':
      return !values.some((v) => v.toLowerCase().includes(wanted.toLowerCase()))
    case 'is greater':
    case 'is less': {
      // Both sides must be integers; anything else never matches (spec 5.3).
      const single = values.length === 1 ? values[0]!.trim() : ''
      if (!INTEGER.test(single) || !INTEGER.test(wanted.trim())) return false
      const a = parseInt(single, 10)
      const b = parseInt(wanted.trim(), 10)
      return operator === 'is greater' ? a > b : a < b
    }
  }
}

/** Whether one condition row holds for the current values. */
export function conditionMatches(value: FieldValue | undefined, condition: Condition): boolean {
  return matches(value, condition)
}

/**
 * The ids (`field_id`) of the fields conditional logic hides now. A field is shown when all of its
 * conditions hold ('all') or at least one does ('any'). A hidden field's value counts as empty for the
 * fields that depend on it, so a chain of conditions settles (at most one pass per field).
 */
export function hiddenFieldIds(fields: readonly RuleField[], values: Values): Set<string> {
  const byOriginal = new Map(fields.map((f) => [f.originalId, f]))
  let hidden = new Set<string>()
  for (let pass = 0; pass <= fields.length; pass++) {
    const next = new Set<string>()
    for (const field of fields) {
      if (!field.conditions || field.conditions.rules.length === 0) continue
      const results = field.conditions.rules.map((rule) => {
        const other = byOriginal.get(rule.field)
        const value = other && !hidden.has(other.id) ? values[other.id] : undefined
        return matches(value, rule)
      })
      const shown =
        field.conditions.relation === 'any' ? results.some(Boolean) : results.every(Boolean)
      if (!shown) next.add(field.id)
    }
    const same = next.size === hidden.size && [...next].every((id) => hidden.has(id))
    hidden = next
    if (same) break
  }
  return hidden
}

/** The clauses of 5.3 an e-mail address fails, in order; empty when it passes. */
export function emailProblems(raw: string): string[] {
  const email = raw.trim().toLowerCase()
  const problems: string[] = []
  if (email.length < EMAIL_MIN_LENGTH) problems.push('length')
  if (email.indexOf('@', 1) < 1) {
    problems.push('at')
    return problems
  }
  // As the theme splits it: the local part before the first '@', the domain up to the next one.
  const [local = '', domain = ''] = email.split('@', 2)
  if (!/^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/.test(local)) problems.push('local')
  if (/\.\./.test(domain) || /^[\s.]|[\s.]$/.test(domain) || domain === '') problems.push('domain')
  const labels = domain.split('.')
  if (labels.length < 2) problems.push('labels')
  if (labels.some((label) => !/^[a-zA-Z0-9-]+$/.test(label) || /^-|-$/.test(label)))
    problems.push('label')
  return problems
}

/** Whether an address passes every e-mail clause of 5.3 (after trimming and lowercasing). */
export const isValidEmail = (raw: string) => emailProblems(raw).length === 0

/** The e-mail as it is checked and stored: trimmed and lowercased. */
export const normaliseEmail = (raw: string) => raw.trim().toLowerCase()

/** Two numbers from 1 to 15 (spec 9.7); `random` is Math.random unless a test pins it. */
export function drawCaptcha(random: () => number = Math.random): [number, number] {
  const draw = () => Math.min(CAPTCHA_MAX, Math.floor(random() * CAPTCHA_MAX) + CAPTCHA_MIN)
  return [draw(), draw()]
}

export type CaptchaState = { first: number; second: number; answer: string }

export type ContactCheck = {
  /** Labels of the required fields left empty (under the fill_message heading). */
  missing: string[]
  /** Messages of invalid values (under the contact_error_message heading). */
  invalid: string[]
  /** Field ids to mark as in error (and the captcha's id when it is wrong or empty). */
  errorIds: string[]
  /** The `original_id`s of fields hidden by conditional logic: not validated, sent as hidden fields. */
  hiddenIds: string[]
  /** True when the captcha answer was given and is wrong: draw new numbers and clear the answer. */
  wrongCaptcha: boolean
  ok: boolean
}

/**
 * Every check of 5.3 on a filled form: required fields and groups (except et_number fields), the
 * e-mail clauses (an empty value, or one equal to its label, is not checked), fields hidden by
 * conditional logic skipped, and the captcha sum. `captcha` is null when the form has none;
 * `captchaId` is the captcha field's id.
 */
export function checkContactForm(args: {
  fields: readonly RuleField[]
  values: Values
  messages: RuleMessages
  captcha: (CaptchaState & { id: string }) | null
}): ContactCheck {
  const { fields, values, messages, captcha } = args
  const hidden = hiddenFieldIds(fields, values)
  const missing: string[] = []
  const invalid: string[] = []
  const errorIds: string[] = []
  for (const field of fields) {
    if (hidden.has(field.id)) continue
    const value = values[field.id]
    const label =
      field.label.trim() || (field.type === 'checkbox' ? messages.wrong_checkbox : messages.captcha)
    if (field.required && isEmptyValue(value) && !field.id.startsWith(NUMBER_FIELD_PREFIX)) {
      missing.push(label)
      errorIds.push(field.id)
      continue
    }
    if (field.type === 'email' && typeof value === 'string') {
      const email = normaliseEmail(value)
      if (email !== '' && email !== field.label.trim().toLowerCase() && !isValidEmail(email)) {
        invalid.push(messages.invalid)
        errorIds.push(field.id)
      }
    }
  }
  let wrongCaptcha = false
  if (captcha) {
    const answer = captcha.answer.trim()
    if (answer === '') {
      // The captcha has no label of its own: its entry in the list is the captcha message.
      missing.push(messages.captcha)
      errorIds.push(captcha.id)
    } else if (!INTEGER.test(answer) || parseInt(answer, 10) !== captcha.first + captcha.second) {
      invalid.push(messages.wrong_captcha)
      errorIds.push(captcha.id)
      wrongCaptcha = true
    }
  }
  return {
    missing,
    invalid,
    errorIds,
    hiddenIds: fields.filter((f) => hidden.has(f.id)).map((f) => f.originalId),
    wrongCaptcha,
    ok: missing.length === 0 && invalid.length === 0,
  }
}
