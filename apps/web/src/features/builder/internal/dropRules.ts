import { childLists, type NestingRules } from './nesting'

/**
 * The nesting rules as the canvas needs them: per kind of container the canvas marks, the block
 * types its list accepts. The page is the page's own list, a section the blocks lists inside the
 * page's blocks, and a column the blocks lists inside the rows of an array (a row's columns).
 */
export type KindRules = { page: string[]; section: string[]; column: string[] }

function union(lists: { rule: { kind: string; accepts?: ReadonlySet<string> } }[]): string[] {
  const slugs = new Set<string>()
  for (const { rule } of lists) rule.accepts?.forEach((slug) => slugs.add(slug))
  return [...slugs].sort()
}

export function kindRulesOf(rules: NestingRules, pageList: string): KindRules {
  const page = rules.get(pageList)
  const blocksIn = (path: string) =>
    childLists(rules, path).filter(({ rule }) => rule.kind === 'blocks')
  const arrays = [...rules].filter(([, rule]) => rule.kind === 'array').map(([path]) => path)
  return {
    page: page?.kind === 'blocks' ? [...page.accepts].sort() : [],
    section: union(blocksIn(pageList)),
    column: union(arrays.flatMap(blocksIn)),
  }
}
