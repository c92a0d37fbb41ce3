import type { TextField } from 'payload'

/** An optional hex colour (#rgb … #rrggbbaa) as a text field, refused in Swedish when malformed. */
export function colourField(
  name: string,
  label: { sv: string; en: string },
  admin: TextField['admin'] = {},
): TextField {
  return {
    name,
    type: 'text',
    label,
    admin,
    validate: (value: unknown) =>
      value == null || value === '' || /^#[0-9a-fA-F]{3,8}$/.test(String(value))
        ? true
        : 'Ange en färg som #rrggbb.',
  }
}
