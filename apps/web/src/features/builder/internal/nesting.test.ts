import { describe, expect, it } from 'vitest'

import { Pages } from '@/collections/Pages'
import { moduleBlocks } from '@/blocks/modules'

import { childLists, deriveNesting, schemaPathOf } from './nesting'

const rules = deriveNesting(Pages.fields)

describe('nesting rules derived from the page config', () => {
  it('lets only sections into the page, only rows into sections and only modules into columns', () => {
    const layout = rules.get('layout')
    const rows = rules.get('layout.rows')
    const modules = rules.get('layout.rows.columns.modules')
    expect(layout).toEqual({ kind: 'blocks', accepts: new Set(['section']) })
    expect(rows).toEqual({ kind: 'blocks', accepts: new Set(['row']) })
    expect(modules?.kind).toBe('blocks')
    if (modules?.kind !== 'blocks') return
    expect([...modules.accepts].sort()).toEqual(moduleBlocks.map((b) => b.slug).sort())
    expect(modules.accepts.has('row')).toBe(false)
    expect(modules.accepts.has('section')).toBe(false)
  })

  it('knows a row’s columns as an array, whose rows are not blocks', () => {
    expect(rules.get('layout.rows.columns')).toEqual({ kind: 'array' })
  })

  it('finds the lists one level inside a row', () => {
    expect(childLists(rules, 'layout.rows').map((l) => l.name)).toEqual(['columns'])
    expect(childLists(rules, 'layout.rows.columns').map((l) => l.name)).toEqual(['modules'])
    expect(childLists(rules, '').map((l) => l.name)).toContain('layout')
  })

  it('reads through tabs, rows, collapsibles and groups without adding unnamed ones to the path', () => {
    const derived = deriveNesting([
      {
        type: 'tabs',
        tabs: [
          {
            label: 'a',
            fields: [
              {
                type: 'collapsible',
                fields: [{ name: 'x', type: 'blocks', blocks: [{ slug: 'b', fields: [] }] }],
              },
            ],
          },
          {
            name: 'meta',
            label: 'b',
            fields: [{ type: 'row', fields: [{ name: 'y', type: 'array', fields: [] }] }],
          },
        ],
      },
      {
        name: 'g',
        type: 'group',
        fields: [{ name: 'z', type: 'blocks', blocks: [{ slug: 'c', fields: [] }] }],
      },
    ])
    expect([...derived.keys()].sort()).toEqual(['g.z', 'meta.y', 'x'])
  })

  it('drops row numbers from a data path', () => {
    expect(schemaPathOf('layout.1.rows.0.columns.12.modules')).toBe('layout.rows.columns.modules')
  })
})
