// How an editor's module becomes the `<script type="IN/<Tag>" data-…>` element the network SDK
// parses, following each tag's entry in WIDGET_TAGS. Pure: no React, no Payload.
import {
  FIELD_ATTRIBUTES,
  WIDGET_TAGS,
  type AttributeField,
  type NetworkTag,
  type NetworkWidgetData,
  type WidgetField,
} from './widgetTags'

type Attr = [name: string, value: string | number | undefined]

const hasAttribute = (field: WidgetField): field is AttributeField => field in FIELD_ATTRIBUTES

function fieldAttribute<F extends AttributeField>(field: F, d: NetworkWidgetData): Attr {
  const [name, value] = FIELD_ATTRIBUTES[field]
  return [name, value(d[field], d)]
}

/** The typed attributes of a tag, in the order they are written (names as the SDK reads them). */
function typedAttributes(tag: NetworkTag, d: NetworkWidgetData): Attr[] {
  const { fields, attributeNames, ignored } = WIDGET_TAGS[tag]
  const ignoredNow = ignored?.(d) ?? []
  return fields.filter(hasAttribute).map((field) => {
    const [name, value] = fieldAttribute(field, d)
    return [attributeNames?.[field] ?? name, ignoredNow.includes(field) ? undefined : value]
  })
}

/** Attribute names (without 'data-') each tag reads through its typed fields. */
export function typedAttributeNames(tag: NetworkTag): string[] {
  return typedAttributes(tag, {}).map(([name]) => name)
}

/**
 * Name/value pairs of a tag: its typed fields, then the editor's extra attributes that are valid and
 * do not repeat a typed one. Empty values are left out, as the SDK leaves them out of frame URLs.
 */
export function tagAttributes(tag: NetworkTag, data: NetworkWidgetData): [string, string][] {
  const typed = typedAttributes(tag, data)
  const taken = new Set(typed.map(([name]) => name))
  const result: [string, string][] = []
  for (const [name, value] of typed) {
    if (value === undefined || value === '') continue
    result.push([name, String(value)])
  }
  for (const attr of data.attributes ?? []) {
    const name = attr.name?.trim().toLowerCase() ?? ''
    const value = attr.value ?? ''
    if (!ATTRIBUTE_NAME.test(name) || name.startsWith('data-') || taken.has(name) || value === '')
      continue
    if (value.length > MAX_ATTRIBUTE_VALUE) continue
    taken.add(name)
    result.push([name, value])
  }
  return result
}

/** An attribute name as it follows 'data-': lower-case letters, digits, '-' and '_'. */
export const ATTRIBUTE_NAME = /^[a-z][a-z0-9_-]{0,39}$/
export const MAX_ATTRIBUTE_VALUE = 2000

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
}

/** Escapes text for a double-quoted HTML attribute value. */
export const escapeAttribute = (value: string): string =>
  value.replace(/[&"'<>]/g, (c) => HTML_ESCAPES[c] ?? c)

/**
 * A template sits inside a <script> element as raw text: '</script' would end the element early and
 * '<!--' would change how the browser looks for its end. Both are neutralised here as a last line
 * of defence (the editor's field refuses them, see templateProblem).
 */
export const scriptSafe = (template: string): string =>
  template.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--')

/** The tag element exactly as the network SDK reads it: type="IN/<Tag>" and data-<name> attributes. */
export function renderTagHtml(tag: NetworkTag, data: NetworkWidgetData): string {
  const attrs = tagAttributes(tag, data)
    .map(([name, value]) => ` data-${name}="${escapeAttribute(value)}"`)
    .join('')
  const { body } = WIDGET_TAGS[tag]
  const content = body ? data[body] : undefined
  return `<script type="IN/${tag}"${attrs}>${typeof content === 'string' ? scriptSafe(content) : ''}</script>`
}
