/**
 * The page's block tree (sections → rows → columns → modules) as far as A/B tests need it: where a
 * block is, which blocks are siblings, and writing the winner in. Pure; no Payload types, so the
 * admin, the server and the tests share it.
 */
export type BlockKind = 'section' | 'row' | 'module'

type Node = { id?: string | null; blockType?: string }
type Column = { modules?: Node[] | null }
export type LayoutLike = Node[] | null | undefined

export type BlockPlace = { id: string; kind: BlockKind; blockType: string; siblings: Node[] }

/** Every section, row and module with an id, each with the list it sits in. */
export function blockPlaces(layout: LayoutLike): Map<string, BlockPlace> {
  const places = new Map<string, BlockPlace>()
  const add = (list: Node[], kind: BlockKind) => {
    for (const node of list)
      if (node.id)
        places.set(node.id, {
          id: node.id,
          kind,
          blockType: node.blockType ?? kind,
          siblings: list,
        })
  }
  const sections = layout ?? []
  add(sections, 'section')
  for (const section of sections) {
    const rows = (section as { rows?: Node[] | null }).rows ?? []
    add(rows, 'row')
    for (const row of rows)
      for (const column of (row as { columns?: Column[] | null }).columns ?? [])
        add(column.modules ?? [], 'module')
  }
  return places
}

/**
 * Why a list of subjects cannot be tested, in Swedish, or null: a test needs a control and at least
 * one variant, all present in the layout and all in the same list (a section, row or module and its
 * duplicates beside it).
 */
export function subjectsProblem(layout: LayoutLike, subjects: readonly string[]): string | null {
  if (subjects.length < 2) return 'Ett test behöver originalet och minst en variant.'
  if (new Set(subjects).size !== subjects.length) return 'Samma block är valt två gånger.'
  const places = blockPlaces(layout)
  const found = subjects.map((id) => places.get(id))
  const missing = subjects.find((_, i) => !found[i])
  if (missing) return `Blocket ${missing} finns inte på sidan.`
  const first = found[0]!
  if (found.some((place) => place!.siblings !== first.siblings))
    return 'Originalet och varianterna ska ligga bredvid varandra (i samma sektion, rad eller kolumn).'
  return null
}

/**
 * The layout with the winner kept where the control stood and every other subject removed: what
 * "Avsluta och behåll vinnaren" publishes. The winner keeps its own id and content.
 */
export function keepWinner<L extends LayoutLike>(
  layout: L,
  subjects: readonly string[],
  winner: string,
): L {
  const copy = structuredClone(layout) as Node[] | null | undefined
  const places = blockPlaces(copy)
  const control = places.get(subjects[0] ?? '')
  const chosen = places.get(winner)
  if (!control || !chosen || !subjects.includes(winner)) throw new Error('winner is not a subject')
  const list = control.siblings
  const at = list.findIndex((node) => node.id === control.id)
  list[at] = chosen.siblings.find((node) => node.id === winner)!
  const losers = new Set(subjects.filter((id) => id !== winner))
  for (let i = list.length - 1; i >= 0; i--)
    if (i !== at && losers.has(list[i]!.id ?? '')) list.splice(i, 1)
  // The winner's old place (if it was not the control's) is now a duplicate of it.
  const again = list.findIndex((node, i) => i !== at && node.id === winner)
  if (again >= 0) list.splice(again, 1)
  return copy as L
}

export type BlockChoice = { id: string; kind: BlockKind; label: string }

/** The first short text a block shows (a heading, title or label), to tell duplicates apart. */
function caption(node: Record<string, unknown>): string {
  for (const key of ['adminLabel', 'text', 'title', 'heading', 'label', 'buttonText', 'name']) {
    const value = node[key]
    if (typeof value === 'string' && value.trim()) {
      const text = value.trim().replace(/\s+/g, ' ')
      return text.length > 40 ? `${text.slice(0, 39)}…` : text
    }
  }
  return ''
}

/**
 * Every section, row and module of the layout as a choice for the test's block fields, in page
 * order, named by place and content (`Sektion 2 › Rad 1 › Kolumn 2 › Rubrik ”Boka service”`) so
 * that an editor picks the copy they made rather than typing its id. `blockName` gives a module
 * type's Swedish name.
 */
export function blockChoices(
  layout: LayoutLike,
  blockName: (blockType: string) => string,
): BlockChoice[] {
  const choices: BlockChoice[] = []
  const named = (base: string, node: Record<string, unknown>) => {
    const text = caption(node)
    return text ? `${base} ”${text}”` : base
  }
  ;(layout ?? []).forEach((section, s) => {
    const sectionPlace = `Sektion ${s + 1}`
    if (section.id)
      choices.push({ id: section.id, kind: 'section', label: named(sectionPlace, section) })
    const rows = ((section as { rows?: Node[] | null }).rows ?? []) as Node[]
    rows.forEach((row, r) => {
      const rowPlace = `${sectionPlace} › Rad ${r + 1}`
      if (row.id) choices.push({ id: row.id, kind: 'row', label: named(rowPlace, row) })
      const columns = (row as { columns?: Column[] | null }).columns ?? []
      columns.forEach((column, c) => {
        for (const item of column.modules ?? []) {
          if (!item.id) continue
          const type = blockName(item.blockType ?? 'module')
          choices.push({
            id: item.id,
            kind: 'module',
            label: named(`${rowPlace} › Kolumn ${c + 1} › ${type}`, item),
          })
        }
      })
    })
  })
  return choices
}
