import type { Field } from 'payload'

// The commerce plugin builds its collections' fields; our overrides keep them and edit a few by name.

export const fieldNamed = (fields: Field[], name: string): Field | undefined =>
  fields.find((f) => 'name' in f && f.name === name)

/** Whether a field is, or contains, a field of this name (rows and groups are searched). */
export const hasField = (field: Field, name: string): boolean =>
  ('name' in field && field.name === name) ||
  ('fields' in field && field.fields.some((f) => hasField(f, name)))

/** The field with `patch` applied, or nothing if the plugin no longer has it. */
export const relabel = (field: Field | undefined, patch: Record<string, unknown>): Field[] =>
  field ? [{ ...field, ...patch } as Field] : []

/** The fields with the one named `name` replaced. */
export const swapField = (fields: Field[], name: string, replacement: Field): Field[] =>
  fields.map((f) => ('name' in f && f.name === name ? replacement : f))
