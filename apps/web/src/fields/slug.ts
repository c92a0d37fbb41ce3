import type { Field, FieldHook } from 'payload'

import { slugify } from '@/platform/slugify'

const formatSlug =
  (fallbackField: string): FieldHook =>
  ({ value, data, originalDoc }) => {
    if (typeof value === 'string' && value.trim()) return slugify(value)
    const fallback = data?.[fallbackField] ?? originalDoc?.[fallbackField]
    if (typeof fallback === 'string' && fallback.trim()) return slugify(fallback)
    return value
  }

/** A unique, indexed slug derived from the title unless an editor types one. */
export function slugField(fallbackField = 'title'): Field {
  return {
    name: 'slug',
    type: 'text',
    index: true,
    unique: true,
    label: { sv: 'Adress (slug)', en: 'Slug' },
    admin: {
      position: 'sidebar',
      description: {
        sv: 'Skapas från titeln om fältet lämnas tomt.',
        en: 'Generated from the title when left empty.',
      },
    },
    hooks: { beforeValidate: [formatSlug(fallbackField)] },
  }
}
