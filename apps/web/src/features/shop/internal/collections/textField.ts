import type { Field } from 'payload'

/** A text field labelled in Swedish and English. */
export const textField = (
  name: string,
  sv: string,
  en: string,
  extra: Partial<Field> = {},
): Field => ({ name, type: 'text', label: { sv, en }, ...extra }) as Field
