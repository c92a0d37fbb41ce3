import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { NetworkWidget } from './config'
import { typedAttributeNames } from './tags'
import { NETWORK_TAGS, WIDGET_TAGS, isNetworkTag } from './widgetTags'

function fieldNames(fields: readonly Field[], out: string[] = []): string[] {
  for (const field of fields) {
    if (field.type === 'row') fieldNames(field.fields, out)
    else if ('name' in field) out.push(field.name)
  }
  return out
}

const schemaFields = fieldNames(NetworkWidget.fields as unknown as Field[]).filter(
  (name) => !['tag', 'attributes', 'settings'].includes(name),
)

describe('WIDGET_TAGS', () => {
  it('names the eleven tags as the SDK reads them, in the order editors see them', () => {
    expect(NETWORK_TAGS).toEqual([
      'Alumni',
      'CompanyInsider',
      'CompanyProfile',
      'CsapBeacon',
      'Followmember',
      'FullMemberProfile',
      'jymbii',
      'MemberData',
      'MemberProfile',
      'RecommendProduct',
      'Share',
    ])
    expect(isNetworkTag('Share')).toBe(true)
    expect(isNetworkTag('share')).toBe(false)
    expect(isNetworkTag('toString')).toBe(false)
  })

  it('uses only fields of the schema, and every field of the schema is used by a tag', () => {
    const used = new Set(NETWORK_TAGS.flatMap((tag) => WIDGET_TAGS[tag].fields))
    for (const field of used) expect(schemaFields).toContain(field)
    for (const field of schemaFields) expect(used).toContain(field)
  })

  it("renames, requires and writes as body only the tag's own fields", () => {
    for (const tag of NETWORK_TAGS) {
      const { fields, attributeNames, required, body } = WIDGET_TAGS[tag]
      const named = [
        ...Object.keys(attributeNames ?? {}),
        ...Object.keys(required ?? {}),
        ...(body ? [body] : []),
      ]
      for (const field of named) expect(fields, `${tag}: ${field}`).toContain(field)
    }
  })

  it('gives each field of a tag its own attribute', () => {
    for (const tag of NETWORK_TAGS) {
      const names = typedAttributeNames(tag)
      expect(new Set(names).size, tag).toBe(names.length)
    }
  })
})
