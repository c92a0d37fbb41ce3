/**
 * MemberData templates. Between the template markers (default '<?js' and '?>'):
 *   = path          the value at path, HTML-escaped
 *   if path / else  a section shown when the value is truthy (a non-empty list counts as truthy)
 *   each path       a section repeated for every item of a list; the item is the innermost scope
 *   end             closes if and each
 * Paths are dotted names looked up from the innermost scope outwards; '.' is the current item.
 * Nothing in a template is evaluated as code.
 */
type Node =
  | { kind: 'text'; text: string }
  | { kind: 'value'; path: string }
  | { kind: 'if'; path: string; then: Node[]; otherwise: Node[] }
  | { kind: 'each'; path: string; body: Node[] }

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)

export function splitMarkers(markers: string): [string, string] {
  const [open = '<?js', close = '?>'] = markers.trim().split(/\s+/)
  return [open, close]
}

function parse(template: string, open: string, close: string): Node[] {
  const root: Node[] = []
  const stack: {
    nodes: Node[]
    node?: Extract<Node, { kind: 'if' | 'each' }>
    inElse?: boolean
  }[] = [{ nodes: root }]
  let rest = template
  while (rest) {
    const top = stack[stack.length - 1] as (typeof stack)[number]
    const start = rest.indexOf(open)
    const end = start < 0 ? -1 : rest.indexOf(close, start + open.length)
    if (start < 0 || end < 0) {
      top.nodes.push({ kind: 'text', text: rest })
      break
    }
    if (start > 0) top.nodes.push({ kind: 'text', text: rest.slice(0, start) })
    const tag = rest.slice(start + open.length, end).trim()
    rest = rest.slice(end + close.length)
    if (tag.startsWith('=')) {
      top.nodes.push({ kind: 'value', path: tag.slice(1).trim() })
    } else if (/^if\s/.test(tag)) {
      const node = { kind: 'if' as const, path: tag.slice(3).trim(), then: [], otherwise: [] }
      top.nodes.push(node)
      stack.push({ nodes: node.then, node })
    } else if (/^each\s/.test(tag)) {
      const node = { kind: 'each' as const, path: tag.slice(5).trim(), body: [] }
      top.nodes.push(node)
      stack.push({ nodes: node.body, node })
    } else if (tag === 'else' && top.node?.kind === 'if' && !top.inElse) {
      top.nodes = top.node.otherwise
      top.inElse = true
    } else if (tag === 'end' && stack.length > 1) {
      stack.pop()
    }
  }
  return root
}

/** Only own properties are visible to templates (no constructor, no prototype). */
const own = (value: unknown, key: string): boolean =>
  !!value && typeof value === 'object' && Object.prototype.hasOwnProperty.call(value, key)

function lookup(scopes: unknown[], path: string): unknown {
  if (path === '.' || path === 'this') return scopes[scopes.length - 1]
  const parts = path.split('.')
  for (let i = scopes.length - 1; i >= 0; i -= 1) {
    const scope = scopes[i]
    if (own(scope, parts[0] as string)) {
      return parts.reduce<unknown>(
        (value, key) => (own(value, key) ? (value as Record<string, unknown>)[key] : undefined),
        scope,
      )
    }
  }
  return undefined
}

const asList = (value: unknown): unknown[] => {
  if (Array.isArray(value)) return value
  const values = (value as { values?: unknown } | null)?.values
  return Array.isArray(values) ? values : []
}

function run(nodes: Node[], scopes: unknown[]): string {
  let out = ''
  for (const node of nodes) {
    if (node.kind === 'text') out += node.text
    else if (node.kind === 'value') {
      const value = lookup(scopes, node.path)
      out += value === undefined || value === null ? '' : escapeHtml(String(value))
    } else if (node.kind === 'if') {
      const value = lookup(scopes, node.path)
      const truthy = Array.isArray(value) ? value.length > 0 : Boolean(value)
      out += run(truthy ? node.then : node.otherwise, scopes)
    } else {
      for (const item of asList(lookup(scopes, node.path))) out += run(node.body, [...scopes, item])
    }
  }
  return out
}

export function renderTemplate(template: string, data: unknown, markers = '<?js ?>'): string {
  const [open, close] = splitMarkers(markers)
  return run(parse(template, open, close), [data])
}
