import type { FieldHook } from 'payload'

type Row = Record<string, unknown> & { id?: unknown }

const isRowList = (value: unknown): value is Row[] =>
  Array.isArray(value) && value.length > 0 && value.every((row) => row && typeof row === 'object')

/** Every row of every list in a tree of blocks and array rows, by id. */
function indexRows(list: unknown, into = new Map<string, Row>()): Map<string, Row> {
  if (!isRowList(list)) return into
  for (const row of list) {
    if (typeof row.id === 'string' && !into.has(row.id)) into.set(row.id, row)
    for (const value of Object.values(row)) indexRows(value, into)
  }
  return into
}

/**
 * The stored rows (with every language's values) laid out as the incoming tree lays out their ids:
 * each incoming row gets the stored row of the same id wherever it stood before, with its own lists
 * rebuilt the same way. A row the store does not have yet gets nothing (it is new).
 */
export function relocateById(incoming: unknown, stored: unknown): Row[] | undefined {
  if (!Array.isArray(incoming)) return undefined
  const byId = indexRows(stored)
  const mirror = (rows: unknown[]): Row[] =>
    rows.map((row) => {
      if (!row || typeof row !== 'object') return {}
      const id = (row as Row).id
      const before = typeof id === 'string' ? byId.get(id) : undefined
      if (!before) return {}
      const copy: Row = { ...before }
      // Only lists shared by every language are laid out again; a localised list is stored as
      // `{ sv: [...], en: [...] }` and stays as it is (its rows cannot move to another block).
      for (const [key, value] of Object.entries(row as Row))
        if (Array.isArray(value) && Array.isArray(before[key])) copy[key] = mirror(value)
      return copy
    })
  return mirror(incoming)
}

/**
 * A blocks field's `beforeChange` hook that keeps the other languages of a block moved to another
 * list (a module to another column, a row to another section). Payload merges the saved language into
 * the stored document by matching each row's id within the same list only
 * (payload/dist/fields/hooks/beforeChange/getExistingRowDoc.js), so a moved block found no match and
 * lost its other languages. Before that merge runs, this lays the stored rows out as the incoming
 * tree has them, by id, so every block finds its own stored row wherever it now stands.
 */
export const keepLocalesOnMove: FieldHook = ({ field, siblingData, siblingDocWithLocales }) => {
  const name = 'name' in field ? field.name : undefined
  if (!name || !siblingDocWithLocales) return undefined
  const stored = siblingDocWithLocales as Record<string, unknown>
  const relocated = relocateById((siblingData as Record<string, unknown>)[name], stored[name])
  if (relocated) stored[name] = relocated
  return undefined
}
