/**
 * The text a visitor reads on a document, taken from its data by walking its Payload fields: the
 * values of text, textarea and rich-text fields that are localised. Localisation is the line the
 * schema already draws between content (titles, body text, headings, button labels) and settings
 * (element ids, CSS classes, URLs, colours, tracking ids), which are never localised.
 */

/** The parts of a Payload field the walk reads (sanitised configs have more). */
export type FieldLike = {
  type: string
  name?: string
  localized?: boolean
  hidden?: boolean
  virtual?: boolean | string
  fields?: readonly FieldLike[]
  tabs?: readonly { name?: string; localized?: boolean; fields: readonly FieldLike[] }[]
  blocks?: readonly BlockLike[]
  blockReferences?: readonly (BlockLike | string)[]
}

export type BlockLike = { slug: string; fields: readonly FieldLike[] }

type Walk = {
  /** Blocks referenced by slug (Payload's `blockReferences`). */
  blocks: ReadonlyMap<string, BlockLike>
  /** Top-level field names left out (the title is indexed on its own). */
  skip: ReadonlySet<string>
  out: string[]
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

// Lexical nodes after which a reader sees a break.
const blockNodes = new Set(['paragraph', 'heading', 'quote', 'listitem', 'list', 'tablecell'])

/** The words of a Lexical rich-text value, paragraphs and list items on lines of their own. */
export function richTextPlain(value: unknown): string {
  const out: string[] = []
  const visit = (node: unknown) => {
    if (!isRecord(node)) return
    if (node.type === 'text' && typeof node.text === 'string') out.push(node.text)
    if (node.type === 'linebreak' || node.type === 'tab') out.push(' ')
    if (Array.isArray(node.children)) for (const child of node.children) visit(child)
    if (typeof node.type === 'string' && blockNodes.has(node.type)) out.push('\n')
  }
  visit(isRecord(value) ? value.root : undefined)
  return out
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
}

function collect(value: unknown, localized: boolean, type: string, walk: Walk) {
  if (!localized || value === null || value === undefined) return
  if (type === 'richText') {
    const text = richTextPlain(value)
    if (text) walk.out.push(text)
  } else if (typeof value === 'string' && value.trim()) {
    walk.out.push(value.trim())
  }
}

function walkFields(
  fields: readonly FieldLike[],
  data: unknown,
  inLocalized: boolean,
  walk: Walk,
  top = false,
) {
  if (!isRecord(data)) return
  for (const field of fields) {
    if (field.hidden || field.virtual) continue
    if (top && field.name && walk.skip.has(field.name)) continue
    const localized = inLocalized || Boolean(field.localized)
    const value = field.name ? data[field.name] : data
    switch (field.type) {
      case 'text':
      case 'textarea':
      case 'richText':
        collect(value, localized, field.type, walk)
        break
      case 'row':
      case 'collapsible':
        walkFields(field.fields ?? [], data, localized, walk, top)
        break
      case 'group':
        // An unnamed group only groups its fields in the admin; a named one is an object of its own.
        walkFields(field.fields ?? [], value, localized, walk, top && !field.name)
        break
      case 'tabs':
        for (const tab of field.tabs ?? []) {
          const tabLocalized = localized || Boolean(tab.localized)
          if (tab.name) walkFields(tab.fields, data[tab.name], tabLocalized, walk)
          else walkFields(tab.fields, data, tabLocalized, walk, top)
        }
        break
      case 'array':
        if (Array.isArray(value))
          for (const item of value) walkFields(field.fields ?? [], item, localized, walk)
        break
      case 'blocks':
        if (Array.isArray(value))
          for (const item of value) {
            const block = blockOf(field, isRecord(item) ? item.blockType : undefined, walk)
            if (block) walkFields(block.fields, item, localized, walk)
          }
        break
    }
  }
}

function blockOf(field: FieldLike, slug: unknown, walk: Walk): BlockLike | undefined {
  if (typeof slug !== 'string') return undefined
  const inline = field.blocks?.find((b) => b.slug === slug)
  if (inline) return inline
  for (const ref of field.blockReferences ?? []) {
    if (typeof ref === 'string' ? ref === slug : ref.slug === slug)
      return typeof ref === 'string' ? walk.blocks.get(ref) : ref
  }
  return undefined
}

/**
 * The readable text of a document (read in one locale, so localised values are plain values), one
 * piece per line, in the order of the fields.
 */
export function documentText(
  fields: readonly FieldLike[],
  doc: unknown,
  { skip = [], blocks = [] }: { skip?: readonly string[]; blocks?: readonly BlockLike[] } = {},
): string {
  const walk: Walk = {
    blocks: new Map(blocks.map((b) => [b.slug, b])),
    skip: new Set(skip),
    out: [],
  }
  walkFields(fields, doc, false, walk, true)
  return withoutRepeats(walk.out).join('\n')
}

/** Pieces this short (labels, headings like "Resultat") are kept even when they recur. */
const REPEAT_MIN_LENGTH = 20

/**
 * The pieces without those another piece already says: an excerpt that the body opens with, a
 * sentence repeated word for word. Otherwise a search snippet could show the same sentence twice.
 */
export function withoutRepeats(pieces: readonly string[]): string[] {
  return pieces.filter((piece, i) => {
    if (piece.length < REPEAT_MIN_LENGTH) return true
    return !pieces.some(
      (other, j) =>
        j !== i &&
        other.includes(piece) &&
        // Of two equal pieces the first stays.
        (other.length > piece.length || j < i),
    )
  })
}
