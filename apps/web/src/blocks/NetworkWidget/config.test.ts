import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { NetworkWidget } from './config'
import { NETWORK_TAGS } from './widgetTags'

type Named = Field & {
  name: string
  validate?: (value: unknown, args: { siblingData: Record<string, unknown> }) => unknown
  admin?: { condition?: (data: unknown, sibling: Record<string, unknown>) => boolean }
  options?: { value: string }[]
}

/** The module's fields by name, with rows flattened as the admin shows them. */
function fieldsByName(fields: readonly Field[], out = new Map<string, Named>()) {
  for (const field of fields) {
    if (field.type === 'row') fieldsByName(field.fields, out)
    else if ('name' in field) out.set(field.name, field as Named)
  }
  return out
}

const fields = fieldsByName(NetworkWidget.fields as unknown as Field[])
const field = (name: string) => {
  const found = fields.get(name)
  if (!found) throw new Error(`no field ${name}`)
  return found
}

describe('NetworkWidget config', () => {
  it('offers exactly the eleven tags', () => {
    expect(field('tag').options?.map((o) => o.value)).toEqual([...NETWORK_TAGS])
  })

  it('shows a field only for the tags that use it', () => {
    const condition = field('company').admin?.condition
    expect(condition?.({}, { tag: 'CompanyProfile' })).toBe(true)
    expect(condition?.({}, { tag: 'Share' })).toBe(false)
    expect(field('template').admin?.condition?.({}, { tag: 'MemberData' })).toBe(true)
  })

  it("checks text and number fields with the chosen tag's rules", () => {
    const validate = field('company').validate
    expect(validate?.('', { siblingData: { tag: 'CompanyProfile' } })).toBe(
      'Ange företaget (id eller unikt namn).',
    )
    expect(validate?.('1001', { siblingData: { tag: 'CompanyProfile' } })).toBe(true)
    expect(field('width').validate?.(3.5, { siblingData: { tag: 'Alumni' } })).toBe(
      'Ange ett heltal mellan 0 och 2000.',
    )
    expect(
      field('attributes').validate?.([{ name: 'url', value: 'x' }], {
        siblingData: { tag: 'Share' },
      }),
    ).toBe('Attributet ”url” har ett eget fält för den här widgeten.')
  })

  it("leaves selects and checkboxes to Payload's own option validation", () => {
    for (const name of [
      'profileFormat',
      'followFormat',
      'size',
      'counter',
      'theme',
      'modules',
      'related',
    ])
      expect(field(name).validate).toBeUndefined()
  })
})
