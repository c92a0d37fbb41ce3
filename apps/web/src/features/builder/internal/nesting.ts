/**
 * Where a block may go, read from the collection's field config rather than written down a second
 * time: a blocks field accepts exactly the block slugs it lists (the page's `layout` only sections, a
 * section's `rows` only rows, a column's `modules` only modules), an array field holds rows of its own
 * (a row's columns) that are never moved between lists. Works on the server config and on the admin's
 * client config alike, since both keep `type`, `name`, `fields`, `tabs` and `blocks`.
 */
export type ListRule = { kind: 'blocks'; accepts: ReadonlySet<string> } | { kind: 'array' }

/** By schema path: the data path without row numbers, e.g. `layout.rows.columns.modules`. */
export type NestingRules = ReadonlyMap<string, ListRule>

type Node = Record<string, unknown>

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null
}

function childFields(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

export function deriveNesting(fields: readonly unknown[], prefix = ''): NestingRules {
  const rules = new Map<string, ListRule>()
  const visit = (list: readonly unknown[], base: string) => {
    for (const field of list) {
      if (!isNode(field)) continue
      const name = typeof field.name === 'string' ? field.name : null
      const here = name ? (base ? `${base}.${name}` : name) : base
      switch (field.type) {
        case 'blocks': {
          if (!name) break
          const blocks = childFields(field.blocks).filter(isNode)
          const accepts = new Set<string>()
          const previous = rules.get(here)
          if (previous?.kind === 'blocks') previous.accepts.forEach((slug) => accepts.add(slug))
          for (const block of blocks) if (typeof block.slug === 'string') accepts.add(block.slug)
          rules.set(here, { kind: 'blocks', accepts })
          for (const block of blocks) visit(childFields(block.fields), here)
          break
        }
        case 'array':
          if (!name) break
          if (!rules.has(here)) rules.set(here, { kind: 'array' })
          visit(childFields(field.fields), here)
          break
        case 'group':
          visit(childFields(field.fields), here)
          break
        case 'tabs':
          for (const tab of childFields(field.tabs).filter(isNode)) {
            const tabName = typeof tab.name === 'string' ? tab.name : null
            visit(childFields(tab.fields), tabName ? (base ? `${base}.${tabName}` : tabName) : base)
          }
          break
        case 'row':
        case 'collapsible':
          visit(childFields(field.fields), base)
          break
        default:
          break
      }
    }
  }
  visit(fields, prefix)
  return rules
}

/** `layout.1.rows.0.columns.2.modules` → `layout.rows.columns.modules`. */
export function schemaPathOf(dataPath: string): string {
  return dataPath
    .split('.')
    .filter((segment) => !/^\d+$/.test(segment))
    .join('.')
}

/** The lists directly inside a row at `rowSchemaPath` (one name further), with their rules. */
export function childLists(
  rules: NestingRules,
  rowSchemaPath: string,
): { name: string; rule: ListRule }[] {
  const prefix = rowSchemaPath ? `${rowSchemaPath}.` : ''
  const lists: { name: string; rule: ListRule }[] = []
  for (const [path, rule] of rules) {
    if (!path.startsWith(prefix)) continue
    const name = path.slice(prefix.length)
    if (name && !name.includes('.')) lists.push({ name, rule })
  }
  return lists
}
