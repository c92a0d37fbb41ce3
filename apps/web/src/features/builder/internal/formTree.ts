import type { BuilderIntent } from './protocol'
import { childLists, type NestingRules, schemaPathOf } from './nesting'

/**
 * The builder's operations on Payload's document form state, as pure functions. Form state is flat:
 * one entry per field path (`layout.0.rows.1.columns.0.modules.2.text`), plus one entry per list
 * (`…modules`) whose `value` is its row count and whose `rows` hold each row's id, block type and
 * collapsed flag. A move takes every entry under the row's path and re-keys it under the new one, so
 * the block keeps its id and every field's state (values, validation, nested lists) as it was.
 */
export type RowMeta = { id?: string; blockType?: string; collapsed?: boolean } & Record<
  string,
  unknown
>
export type FieldStateLike = { value?: unknown; rows?: RowMeta[] } & Record<string, unknown>
export type FormStateLike = Record<string, FieldStateLike>

export type BlockNode = {
  id: string
  /** The row's own path, e.g. `layout.0.rows.1`. */
  path: string
  /** The list it sits in, e.g. `layout.0.rows`. */
  listPath: string
  index: number
  /** Null for an array row (a column): those keep their place. */
  blockType: string | null
}

const rowIdKey = /^(.*)\.(\d+)\.id$/

/** Every block and array row of the lists the rules know, by id. */
export function indexBlocks(state: FormStateLike, rules: NestingRules): Map<string, BlockNode> {
  const nodes = new Map<string, BlockNode>()
  for (const [key, field] of Object.entries(state)) {
    const match = rowIdKey.exec(key)
    if (!match || typeof field?.value !== 'string') continue
    const [, listPath = '', indexText = '0'] = match
    if (!rules.has(schemaPathOf(listPath))) continue
    const path = `${listPath}.${indexText}`
    const blockType = state[`${path}.blockType`]?.value
    nodes.set(field.value, {
      id: field.value,
      path,
      listPath,
      index: Number(indexText),
      blockType: typeof blockType === 'string' ? blockType : null,
    })
  }
  return nodes
}

/** The form path of the block or array row with this id (`layout.0.rows.1`), or null if it is gone. */
export function pathOfRow(state: FormStateLike, id: string): string | null {
  for (const [key, field] of Object.entries(state)) {
    if (field?.value !== id) continue
    const match = rowIdKey.exec(key)
    if (match) return `${match[1]}.${match[2]}`
  }
  return null
}

export function rowCount(state: FormStateLike, listPath: string): number {
  const value = state[listPath]?.value
  if (typeof value === 'number') return value
  return state[listPath]?.rows?.length ?? 0
}

export type Row = { fields: FormStateLike; meta: RowMeta }

/** Splits `rest` = `3.text.x` into the row number and the path inside the row. */
function splitRowKey(rest: string): [number, string] {
  const dot = rest.indexOf('.')
  return dot < 0 ? [Number(rest), ''] : [Number(rest.slice(0, dot)), rest.slice(dot + 1)]
}

function keyIn(listPath: string, index: number, inner: string): string {
  return inner ? `${listPath}.${index}.${inner}` : `${listPath}.${index}`
}

/** Removes row `index` from the list; returns the state without it and the row's own entries. */
export function takeRow(
  state: FormStateLike,
  listPath: string,
  index: number,
): { state: FormStateLike; row: Row } {
  const prefix = `${listPath}.`
  const next: FormStateLike = {}
  const fields: FormStateLike = {}
  for (const [key, field] of Object.entries(state)) {
    if (!key.startsWith(prefix)) {
      next[key] = field
      continue
    }
    const [row, inner] = splitRowKey(key.slice(prefix.length))
    if (row === index) fields[inner] = field
    else next[row > index ? keyIn(listPath, row - 1, inner) : key] = field
  }
  const list = state[listPath] ?? {}
  const metas = [...(list.rows ?? [])]
  const [meta = { id: fields.id?.value as string | undefined }] = metas.splice(index, 1)
  const count = Math.max(rowCount(state, listPath) - 1, 0)
  next[listPath] = { ...list, rows: metas, value: count, disableFormData: count > 0 }
  return { state: next, row: { fields, meta } }
}

/** Inserts a row's entries at `index` of the list, moving the rows from there one down. */
export function putRow(
  state: FormStateLike,
  listPath: string,
  index: number,
  row: Row,
): FormStateLike {
  const prefix = `${listPath}.`
  const next: FormStateLike = {}
  for (const [key, field] of Object.entries(state)) {
    if (!key.startsWith(prefix)) {
      next[key] = field
      continue
    }
    const [at, inner] = splitRowKey(key.slice(prefix.length))
    next[at >= index ? keyIn(listPath, at + 1, inner) : key] = field
  }
  for (const [inner, field] of Object.entries(row.fields))
    next[keyIn(listPath, index, inner)] = field
  const list = state[listPath] ?? { initialValue: 0, valid: true, passesCondition: true }
  const metas = [...(list.rows ?? [])]
  metas.splice(index, 0, row.meta)
  next[listPath] = {
    ...list,
    rows: metas,
    value: rowCount(state, listPath) + 1,
    disableFormData: true,
  }
  return next
}

/**
 * After row `index` of `listPath` is taken out, a path that ran through a later row of that list is
 * one lower.
 */
function pathAfterRemoval(path: string, listPath: string, index: number): string {
  const prefix = `${listPath}.`
  if (!path.startsWith(prefix)) return path
  const [row, inner] = splitRowKey(path.slice(prefix.length))
  return row > index ? keyIn(listPath, row - 1, inner) : path
}

/** Moves a row to `toIndex` of `toList` (the same list or another), keeping its id and its state. */
export function moveRow(
  state: FormStateLike,
  from: { listPath: string; index: number },
  to: { listPath: string; index: number },
): FormStateLike {
  const { state: without, row } = takeRow(state, from.listPath, from.index)
  const listPath = pathAfterRemoval(to.listPath, from.listPath, from.index)
  const index = Math.min(Math.max(to.index, 0), rowCount(without, listPath))
  return putRow(without, listPath, index, row)
}

/**
 * Copies a row below itself. The copy and every row nested in it get fresh ids (in their `id` entries
 * and in their lists' row metadata), as Payload's own duplicate does.
 */
export function duplicateRow(
  state: FormStateLike,
  listPath: string,
  index: number,
  newId: () => string,
): { state: FormStateLike; id: string } {
  const prefix = `${listPath}.${index}.`
  const fields: FormStateLike = {}
  for (const [key, field] of Object.entries(state)) {
    if (key.startsWith(prefix)) fields[key.slice(prefix.length)] = structuredCloneField(field)
  }
  const renamed = new Map<string, string>()
  for (const [inner, field] of Object.entries(fields)) {
    if ((inner === 'id' || inner.endsWith('.id')) && typeof field.value === 'string') {
      const id = newId()
      renamed.set(field.value, id)
      fields[inner] = { ...field, value: id, initialValue: id }
    }
  }
  for (const [inner, field] of Object.entries(fields)) {
    if (!field.rows) continue
    fields[inner] = {
      ...field,
      rows: field.rows.map((meta) =>
        meta.id && renamed.has(meta.id) ? { ...meta, id: renamed.get(meta.id) } : meta,
      ),
    }
  }
  const original = state[listPath]?.rows?.[index]
  const id = (fields.id?.value as string | undefined) ?? newId()
  const meta: RowMeta = { ...original, id, collapsed: false }
  return { state: putRow(state, listPath, index + 1, { fields, meta }), id }
}

/** A field's state, copied so that the duplicate never shares arrays or objects with the original. */
function structuredCloneField(field: FieldStateLike): FieldStateLike {
  const copy: FieldStateLike = {}
  for (const [key, value] of Object.entries(field)) {
    // Rendered admin components (React elements) cannot be cloned; the server sends them again.
    if (key === 'customComponents') continue
    copy[key] = value === undefined ? value : structuredClone(value)
  }
  return copy
}

export type Planned =
  | { ok: true; state: FormStateLike | null; selectId: string; path: string }
  | { ok: false; message: string }

const refuse = (message: string): Planned => ({ ok: false, message })

/**
 * What an intent from the canvas does to the form state: the new state (null for a selection, which
 * changes nothing) or the Swedish reason it was refused. Every check is made against the form's state
 * of this moment, not the canvas, which may be a save behind.
 */
export function planIntent(
  state: FormStateLike,
  rules: NestingRules,
  intent: Extract<BuilderIntent, { type: 'select' | 'move' | 'step' | 'duplicate' | 'remove' }>,
  options: { pageList: string; newId: () => string },
): Planned {
  const nodes = indexBlocks(state, rules)
  const node = nodes.get(intent.id)
  if (!node) return refuse('Blocket finns inte längre på sidan. Ladda om förhandsvisningen.')
  const count = rowCount(state, node.listPath)
  switch (intent.type) {
    case 'select':
      return { ok: true, state: null, selectId: node.id, path: node.path }
    case 'remove': {
      if (!node.blockType) return refuse('Kolumner tas inte bort; ändra radens struktur i stället.')
      const { state: next } = takeRow(state, node.listPath, node.index)
      return { ok: true, state: next, selectId: node.id, path: node.path }
    }
    case 'duplicate': {
      if (!node.blockType)
        return refuse('Kolumner dupliceras inte; ändra radens struktur i stället.')
      const copy = duplicateRow(state, node.listPath, node.index, options.newId)
      return {
        ok: true,
        state: copy.state,
        selectId: copy.id,
        path: `${node.listPath}.${node.index + 1}`,
      }
    }
    case 'step': {
      if (!node.blockType) return refuse('Kolumner flyttas inte; ändra radens struktur i stället.')
      const target = node.index + (intent.direction === 'up' ? -1 : 1)
      if (target < 0) return refuse('Blocket ligger redan först.')
      if (target >= count) return refuse('Blocket ligger redan sist.')
      const next = moveRow(state, node, { listPath: node.listPath, index: target })
      return { ok: true, state: next, selectId: node.id, path: `${node.listPath}.${target}` }
    }
    case 'move': {
      if (!node.blockType) return refuse('Kolumner flyttas inte; ändra radens struktur i stället.')
      const parent = intent.to.parent === 'page' ? null : nodes.get(intent.to.parent)
      if (intent.to.parent !== 'page' && !parent)
        return refuse('Målet finns inte längre på sidan. Ladda om förhandsvisningen.')
      const parentPath = parent?.path ?? ''
      const list = childLists(rules, schemaPathOf(parentPath)).find(
        ({ name, rule }) =>
          rule.kind === 'blocks' &&
          rule.accepts.has(node.blockType as string) &&
          (parent || name === options.pageList),
      )
      if (!list) return refuse('Blocket kan inte ligga där: fel nivå på sidan.')
      const listPath = parentPath ? `${parentPath}.${list.name}` : list.name
      if (listPath === node.path || listPath.startsWith(`${node.path}.`))
        return refuse('Ett block kan inte flyttas in i sig självt.')
      const next = moveRow(state, node, { listPath, index: intent.to.index })
      const moved = indexBlocks(next, rules).get(node.id)
      return { ok: true, state: next, selectId: node.id, path: moved?.path ?? node.path }
    }
  }
}
