// The API's path grammar (SPEC 7.2): `/people::(a,b):public:(id,first-name)`, `/people/~/connections:(id)`,
// `/people-search:(num-results,people:(id),facets:(code,buckets:(code,name,count)))`, `/posts/9001:(title)`.

/** One requested field, with the sub-fields asked for inside it (`creator:(first-name)`). */
export interface FieldSpec {
  name: string
  sub?: FieldSpec[]
}

export interface ParsedPath {
  /** Path segments after /v1, decoded; `people::(a,b)` becomes ['people'] with ids. */
  segments: string[]
  /** Ids of the `::(…)` list form. */
  ids?: string[]
  isPublic: boolean
  fields?: FieldSpec[]
}

export class SelectorError extends Error {}

const FIELD_NAME = /^[a-z][a-z0-9-]{0,60}$/

/** Parses `id,people:(id,first-name),facets:(code)` into field specs; throws SelectorError. */
export function parseFields(text: string, depth = 0): FieldSpec[] {
  if (depth > 3) throw new SelectorError('Field selectors nest at most three levels')
  const specs: FieldSpec[] = []
  for (const part of splitTopLevel(text)) {
    const item = part.trim()
    if (!item) continue
    const open = item.indexOf(':(')
    const name = (open === -1 ? item : item.slice(0, open)).toLowerCase()
    if (!FIELD_NAME.test(name)) throw new SelectorError(`Invalid field name {${name}}`)
    if (open === -1) {
      specs.push({ name })
      continue
    }
    if (!item.endsWith(')')) throw new SelectorError(`Invalid field selector {${item}}`)
    specs.push({ name, sub: parseFields(item.slice(open + 2, -1), depth + 1) })
  }
  return specs
}

/** Splits at commas outside parentheses; throws on unbalanced parentheses. */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = []
  let depth = 0
  let current = ''
  for (const ch of text) {
    if (ch === '(') depth += 1
    if (ch === ')') depth -= 1
    if (depth < 0) throw new SelectorError('Unbalanced parentheses in the selector')
    if (ch === ',' && depth === 0) {
      parts.push(current)
      current = ''
    } else current += ch
  }
  if (depth !== 0) throw new SelectorError('Unbalanced parentheses in the selector')
  parts.push(current)
  return parts
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    throw new SelectorError(`Invalid percent-encoding in {${text}}`)
  }
}

/** Parses a pathname below /v1 (with or without the /v1 prefix); throws SelectorError when malformed. */
export function parseApiPath(pathname: string): ParsedPath {
  let rest = pathname.replace(/^\/v1(?=\/|$)/, '')
  // Parentheses, ':' and '~' may arrive percent-encoded; ids are decoded one by one below.
  rest = rest
    .replace(/%28/gi, '(')
    .replace(/%29/gi, ')')
    .replace(/%3A/gi, ':')
    .replace(/%7E/gi, '~')
  rest = rest.replace(/\/+$/, '')
  let fields: FieldSpec[] | undefined
  if (rest.endsWith(')')) {
    let depth = 0
    let open = -1
    for (let i = rest.length - 1; i >= 0; i -= 1) {
      if (rest[i] === ')') depth += 1
      if (rest[i] === '(') depth -= 1
      if (depth === 0) {
        open = i
        break
      }
    }
    if (open < 1) throw new SelectorError('Unbalanced parentheses in the selector')
    if (rest[open - 1] === ':' && rest[open - 2] !== ':') {
      fields = parseFields(rest.slice(open + 1, -1))
      rest = rest.slice(0, open - 1)
    }
  }
  let isPublic = false
  if (rest.endsWith(':public')) {
    isPublic = true
    rest = rest.slice(0, -':public'.length)
  }
  let ids: string[] | undefined
  const list = /^\/([a-z-]+)::\(([^()]*)\)$/i.exec(rest)
  if (list) {
    ids = splitTopLevel(list[2] ?? '')
      .map((id) => decode(id.trim()))
      .filter(Boolean)
    if (!ids.length) throw new SelectorError('The id list is empty')
    rest = `/${list[1]}`
  }
  if (/[():]/.test(rest.replace(/url=[^/]*/gi, ''))) {
    throw new SelectorError(`Invalid resource path {${pathname}}`)
  }
  const segments = rest.split('/').filter(Boolean).map(decode)
  return { segments, ids, isPublic, fields }
}
