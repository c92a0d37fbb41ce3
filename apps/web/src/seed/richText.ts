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

// Lexical gives every node with fields of its own an id of 24 hex digits; the seed derives stable ones.
const nodeId = (kind: number, ids: (number | string)[]) =>
  `${kind}${ids.join('f')}`
    .replace(/[^0-9a-f]/g, '')
    .padEnd(24, '0')
    .slice(0, 24)

/** An image from the media library inside the text. */
export const image = (mediaId: number | string): Node => ({
  type: 'upload',
  relationTo: 'media',
  value: mediaId,
  fields: null,
  format: '',
  version: 3,
  id: nodeId(1, [mediaId]),
})

/** A "Bildgalleri" block: a few images in a grid. */
export const imageGallery = (
  mediaIds: (number | string)[],
  columns: '2' | '3' | '4' = '3',
): Node => ({
  type: 'block',
  fields: {
    id: nodeId(2, mediaIds),
    blockName: '',
    blockType: 'richTextGallery',
    images: mediaIds,
    columns,
  },
  format: '',
  version: 2,
})
