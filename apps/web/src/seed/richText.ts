// Tiny builders for Lexical rich-text JSON, so seed content reads like prose.
type TextNode = {
  type: 'text'
  text: string
  format: number
  style: ''
  mode: 'normal'
  detail: 0
  version: 1
}
type Node = Record<string, unknown>

const text = (value: string, format = 0): TextNode => ({
  type: 'text',
  text: value,
  format,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})

const element = (type: string, children: Node[], extra: Node = {}): Node => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

/** '**bold**' segments become bold text nodes. */
function inline(value: string): Node[] {
  return value
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) => (part.startsWith('**') ? text(part.slice(2, -2), 1) : text(part)))
}

export const p = (value: string): Node =>
  element('paragraph', inline(value), { textFormat: 0, textStyle: '' })
export const h = (tag: 'h2' | 'h3' | 'h4', value: string): Node =>
  element('heading', inline(value), { tag })
export const ul = (items: string[]): Node =>
  element(
    'list',
    items.map((item, i) => element('listitem', inline(item), { value: i + 1 })),
    { listType: 'bullet', start: 1, tag: 'ul' },
  )
export const quote = (value: string): Node => element('quote', inline(value))

/** A Lexical editor state from block nodes (strings become paragraphs). */
export function richText(...nodes: (Node | string)[]) {
  return {
    root: {
      type: 'root',
      children: nodes.map((n) => (typeof n === 'string' ? p(n) : n)),
      direction: 'ltr' as const,
      format: '' as const,
      indent: 0,
      version: 1,
    },
  }
}
