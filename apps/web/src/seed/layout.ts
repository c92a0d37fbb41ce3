// Builders for the page model (section → row → column → module) used by the demo content.
import type { RowBlock, SectionBlock } from '@/payload-types'

type Module = NonNullable<NonNullable<RowBlock['columns']>[number]['modules']>[number]
type ModuleInput = Omit<Module, 'id'>
type SectionOptions = Omit<SectionBlock, 'blockType' | 'rows' | 'id'>

export function section(options: SectionOptions, rows: RowBlock[]): SectionBlock {
  return { blockType: 'section', ...options, rows }
}

export function row(
  structure: RowBlock['structure'],
  columns: ModuleInput[][],
  options: Partial<RowBlock> = {},
): RowBlock {
  return {
    blockType: 'row',
    structure,
    columns: columns.map((modules) => ({ modules: modules as Module[] })),
    ...options,
  }
}

export function mod<T extends ModuleInput>(block: T): T {
  return block
}

export const pageLink = (id: number | string, label?: string) => ({
  type: 'reference' as const,
  reference: { relationTo: 'pages' as const, value: id as number },
  label,
})

export const urlLink = (url: string, label?: string, newTab = false) => ({
  type: 'custom' as const,
  url,
  label,
  newTab,
})
