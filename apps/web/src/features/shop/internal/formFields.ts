import { z } from 'zod'

/** The Swedish label of each checkout field, used in '<fält> är ett obligatoriskt fält' (spec 5.5). */
export const FIELD_LABELS = {
  billing_first_name: 'Förnamn',
  billing_last_name: 'Efternamn',
  billing_company: 'Företagsnamn',
  billing_country: 'Land',
  billing_address_1: 'Gatuadress',
  billing_address_2: 'Lägenhet, c/o m.m.',
  billing_postcode: 'Postnummer',
  billing_city: 'Ort',
  billing_state: 'Län',
  billing_phone: 'Telefon',
  billing_email: 'E-postadress',
  shipping_first_name: 'Förnamn för leverans',
  shipping_last_name: 'Efternamn för leverans',
  shipping_company: 'Företagsnamn för leverans',
  shipping_country: 'Land för leverans',
  shipping_address_1: 'Gatuadress för leverans',
  shipping_address_2: 'Lägenhet, c/o m.m. för leverans',
  shipping_postcode: 'Postnummer för leverans',
  shipping_city: 'Ort för leverans',
  shipping_state: 'Län för leverans',
  order_comments: 'Ordermeddelande',
  shipping_method: 'Leveranssätt',
  payment_method: 'Betalsätt',
  account_password: 'Skapa lösenord',
} as const
export type CheckoutField = keyof typeof FIELD_LABELS

export const requiredMessage = (field: CheckoutField) =>
  `${FIELD_LABELS[field]} är ett obligatoriskt fält.`

/** A required text field, trimmed: only spaces is as missing as nothing. */
export const text = (field: CheckoutField, max = 100) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: requiredMessage(field) })
      .min(1, requiredMessage(field))
      .max(max, `${FIELD_LABELS[field]} är för långt.`),
  )

/** An optional text field, trimmed; absent is ''. */
export const optionalText = (field: CheckoutField, max = 100) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : ''),
    z.string().max(max, `${FIELD_LABELS[field]} är för långt.`),
  )

/** A checkbox as a form ('on', '1') or JSON (true) sends it. */
export const flag = z.preprocess(
  (v) => v === true || v === 'on' || v === '1' || v === 'true',
  z.boolean(),
)

export type FieldError = { field: string; message: string }
export type Validated<T> = { ok: true; data: T } | { ok: false; errors: FieldError[] }

/** Each problem under the form field it belongs to. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((i) => ({ field: String(i.path[0] ?? ''), message: i.message }))
}

export const firstMessage = (error: z.ZodError) => error.issues[0]?.message ?? 'Ogiltiga uppgifter.'

/**
 * Validates one of the account forms: the first problem of each field, in form order, so every
 * field in error gets one Swedish message.
 */
export function validateForm<T>(schema: z.ZodType<T>, raw: unknown): Validated<T> {
  const result = schema.safeParse(raw)
  if (result.success) return { ok: true, data: result.data }
  const seen = new Set<string>()
  const errors = fieldErrors(result.error).filter((e) => !seen.has(e.field) && seen.add(e.field))
  return { ok: false, errors }
}
