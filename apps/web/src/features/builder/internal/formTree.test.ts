import { describe, expect, it } from 'vitest'

import { Pages } from '@/collections/Pages'

import { duplicateRow, type FormStateLike, indexBlocks, moveRow, planIntent } from './formTree'
import { deriveNesting } from './nesting'
import { type Data, dataOf, formState } from './formState.fixture'

const rules = deriveNesting(Pages.fields)

const heading = (id: string, text: string) => ({ id, blockType: 'heading', text, level: 'h2' })

function page(): FormStateLike {
  return formState({
    title: 'Sida',
    layout: [
      {
        id: 's1',
        blockType: 'section',
        rows: [
          {
            id: 'r1',
            blockType: 'row',
            structure: '1_2,1_2',
            columns: [
              { id: 'c1', modules: [heading('alfa', 'Alfa'), heading('beta', 'Beta')] },
              { id: 'c2', modules: [heading('gamma', 'Gamma')] },
            ],
          },
        ],
      },
      {
        id: 's2',
        blockType: 'section',
        rows: [
          { id: 'r2', blockType: 'row', structure: '1_1', columns: [{ id: 'c3', modules: [] }] },
        ],
      },
    ],
  })
}

const texts = (state: FormStateLike, column: string) =>
  (dataOf(state, column) as Data[]).map((m) => m.text)

let counter = 0
const newId = () => `ny${++counter}`
const options = { pageList: 'layout', newId }

describe('the block index', () => {
  it('finds sections, rows, columns and modules by id with their paths', () => {
    const nodes = indexBlocks(page(), rules)
    expect(nodes.get('gamma')).toEqual({
      id: 'gamma',
      path: 'layout.0.rows.0.columns.1.modules.0',
      listPath: 'layout.0.rows.0.columns.1.modules',
      index: 0,
      blockType: 'heading',
    })
    expect(nodes.get('c2')?.blockType).toBeNull()
    expect(nodes.get('s2')?.path).toBe('layout.1')
  })
})

describe('moving a module across parents', () => {
  it('moves a module into a column of another row in another section, keeping its id and fields', () => {
    const result = planIntent(
      page(),
      rules,
      { type: 'move', id: 'alfa', to: { parent: 'c3', index: 0 } },
      options,
    )
    expect(result.ok).toBe(true)
    if (!result.ok || !result.state) return
    const next = result.state
    expect(texts(next, 'layout.0.rows.0.columns.0.modules')).toEqual(['Beta'])
    expect(texts(next, 'layout.1.rows.0.columns.0.modules')).toEqual(['Alfa'])
    expect(next['layout.1.rows.0.columns.0.modules.0.id']?.value).toBe('alfa')
    expect(next['layout.1.rows.0.columns.0.modules.0.level']?.value).toBe('h2')
    expect(next['layout.1.rows.0.columns.0.modules']?.rows).toEqual([
      { id: 'alfa', blockType: 'heading' },
    ])
    expect(next['layout.0.rows.0.columns.0.modules']?.value).toBe(1)
    expect(next['layout.1.rows.0.columns.0.modules']?.value).toBe(1)
    expect(result.path).toBe('layout.1.rows.0.columns.0.modules.0')
    // Nothing of the old place is left behind.
    expect(
      Object.keys(next).filter((k) => k.startsWith('layout.0.rows.0.columns.0.modules.1')),
    ).toEqual([])
  })

  it('places a module between two others and clamps an index past the end', () => {
    const between = moveRow(
      page(),
      { listPath: 'layout.0.rows.0.columns.1.modules', index: 0 },
      { listPath: 'layout.0.rows.0.columns.0.modules', index: 1 },
    )
    expect(texts(between, 'layout.0.rows.0.columns.0.modules')).toEqual(['Alfa', 'Gamma', 'Beta'])
    expect(texts(between, 'layout.0.rows.0.columns.1.modules')).toEqual([])
    const past = planIntent(
      page(),
      rules,
      { type: 'move', id: 'alfa', to: { parent: 'c2', index: 99 } },
      options,
    )
    expect(past.ok && past.state && texts(past.state, 'layout.0.rows.0.columns.1.modules')).toEqual(
      ['Gamma', 'Alfa'],
    )
  })

  it('moves a row into another section, with everything inside it', () => {
    const result = planIntent(
      page(),
      rules,
      { type: 'move', id: 'r1', to: { parent: 's2', index: 1 } },
      options,
    )
    expect(result.ok).toBe(true)
    if (!result.ok || !result.state) return
    expect(result.state['layout.0.rows']?.value).toBe(0)
    expect(result.state['layout.1.rows.1.id']?.value).toBe('r1')
    expect(texts(result.state, 'layout.1.rows.1.columns.1.modules')).toEqual(['Gamma'])
  })

  it('moves a section to the top of the page', () => {
    const result = planIntent(
      page(),
      rules,
      { type: 'move', id: 's2', to: { parent: 'page', index: 0 } },
      options,
    )
    expect(result.ok && result.state?.['layout.0.id']?.value).toBe('s2')
  })
})

describe('nesting rules on moves', () => {
  it.each([
    ['a module into a section', { id: 'alfa', parent: 's2' }],
    ['a module onto the page', { id: 'alfa', parent: 'page' }],
    ['a row into a column', { id: 'r1', parent: 'c3' }],
    ['a section into a section', { id: 's1', parent: 's2' }],
    ['a module into a module', { id: 'alfa', parent: 'beta' }],
  ])('refuses %s and leaves the state alone', (_, { id, parent }) => {
    const before = page()
    const result = planIntent(
      before,
      rules,
      { type: 'move', id, to: { parent, index: 0 } },
      options,
    )
    expect(result).toEqual({ ok: false, message: 'Blocket kan inte ligga där: fel nivå på sidan.' })
    expect(before).toEqual(page())
  })

  it('refuses to move a row into itself', () => {
    const result = planIntent(
      page(),
      rules,
      { type: 'move', id: 'r1', to: { parent: 'r1', index: 0 } },
      options,
    )
    expect(result.ok).toBe(false)
  })

  it('keeps columns in place: their count follows the row structure', () => {
    const result = planIntent(
      page(),
      rules,
      { type: 'move', id: 'c1', to: { parent: 'r1', index: 1 } },
      options,
    )
    expect(result).toEqual({
      ok: false,
      message: 'Kolumner flyttas inte; ändra radens struktur i stället.',
    })
    expect(planIntent(page(), rules, { type: 'remove', id: 'c1' }, options).ok).toBe(false)
  })

  it('answers an unknown id with a message instead of guessing', () => {
    const result = planIntent(page(), rules, { type: 'select', id: 'borta' }, options)
    expect(result).toEqual({
      ok: false,
      message: 'Blocket finns inte längre på sidan. Ladda om förhandsvisningen.',
    })
  })
})

describe('steps, duplicates and removals', () => {
  it('steps a module down and up within its column, and refuses past either end', () => {
    const down = planIntent(page(), rules, { type: 'step', id: 'alfa', direction: 'down' }, options)
    expect(down.ok && down.state && texts(down.state, 'layout.0.rows.0.columns.0.modules')).toEqual(
      ['Beta', 'Alfa'],
    )
    expect(
      planIntent(page(), rules, { type: 'step', id: 'alfa', direction: 'up' }, options),
    ).toEqual({
      ok: false,
      message: 'Blocket ligger redan först.',
    })
    expect(
      planIntent(page(), rules, { type: 'step', id: 'beta', direction: 'down' }, options),
    ).toEqual({
      ok: false,
      message: 'Blocket ligger redan sist.',
    })
  })

  it('duplicates a row below itself with fresh ids for it and everything nested in it', () => {
    const { state, id } = duplicateRow(page(), 'layout.0.rows', 0, newId)
    expect(state['layout.0.rows']?.value).toBe(2)
    expect(state['layout.0.rows.1.id']?.value).toBe(id)
    const ids = Object.entries(state)
      .filter(([k]) => k.startsWith('layout.0.rows.1.') && k.endsWith('.id'))
      .map(([, f]) => f.value)
    expect(ids).not.toContain('c1')
    expect(ids).not.toContain('alfa')
    expect(new Set(ids).size).toBe(ids.length)
    expect(state['layout.0.rows.1.columns']?.rows?.map((r) => r.id)).toEqual([
      state['layout.0.rows.1.columns.0.id']?.value,
      state['layout.0.rows.1.columns.1.id']?.value,
    ])
    expect(texts(state, 'layout.0.rows.1.columns.0.modules')).toEqual(['Alfa', 'Beta'])
    // The original is untouched.
    expect(state['layout.0.rows.0.columns.0.modules.0.id']?.value).toBe('alfa')
  })

  it('removes a module and closes the gap', () => {
    const result = planIntent(page(), rules, { type: 'remove', id: 'alfa' }, options)
    expect(
      result.ok && result.state && texts(result.state, 'layout.0.rows.0.columns.0.modules'),
    ).toEqual(['Beta'])
  })
})
