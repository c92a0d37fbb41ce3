import type { FormStateLike } from './formTree'

/** Test helpers: document data flattened into form state shaped like Payload's, and read back. */
export type Data = Record<string, unknown>

/** Flattens document data into form state the way Payload shapes it: one entry per field, lists with row metadata. */
export function formState(data: Data): FormStateLike {
  const state: FormStateLike = {}
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      state[path] = {
        value: value.length,
        rows: value.map((row: Data) => ({
          id: row.id as string,
          blockType: row.blockType as string,
        })),
      }
      value.forEach((row, i) => walk(row, `${path}.${i}`))
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key)
    } else {
      state[path] = { value, initialValue: value }
    }
  }
  walk(data, '')
  return state
}

/** Reads the form state back into nested data (what Payload would save). */
export function dataOf(state: FormStateLike, path: string): unknown {
  const list = state[path]
  if (list?.rows) return list.rows.map((_, i) => rowData(state, `${path}.${i}`))
  return list?.value
}

export function rowData(state: FormStateLike, rowPath: string): Data {
  const out: Data = {}
  for (const key of Object.keys(state)) {
    if (!key.startsWith(`${rowPath}.`)) continue
    const name = key.slice(rowPath.length + 1).split('.')[0] as string
    if (!(name in out)) out[name] = dataOf(state, `${rowPath}.${name}`)
  }
  return out
}
