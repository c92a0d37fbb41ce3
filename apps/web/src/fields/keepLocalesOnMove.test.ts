import { describe, expect, it } from 'vitest'

import { relocateById } from './keepLocalesOnMove'

const heading = (id: string, sv: string, en: string) => ({
  id,
  blockType: 'heading',
  text: { sv, en },
})

/** The stored page: two columns, the first with two headings; every text in both languages. */
const stored = () => [
  {
    id: 's1',
    blockType: 'section',
    rows: [
      {
        id: 'r1',
        blockType: 'row',
        columns: [
          { id: 'c1', modules: [heading('m1', 'Ett', 'One'), heading('m2', 'Två', 'Two')] },
          { id: 'c2', modules: [heading('m3', 'Tre', 'Three')] },
        ],
      },
    ],
  },
]

/** What a Swedish save after moving m2 to the end of the second column sends. */
const moved = () => [
  {
    id: 's1',
    blockType: 'section',
    rows: [
      {
        id: 'r1',
        blockType: 'row',
        columns: [
          { id: 'c1', modules: [{ id: 'm1', blockType: 'heading', text: 'Ett' }] },
          {
            id: 'c2',
            modules: [
              { id: 'm3', blockType: 'heading', text: 'Tre' },
              { id: 'm2', blockType: 'heading', text: 'Två och en halv' },
            ],
          },
        ],
      },
    ],
  },
]

type Tree = { rows: { columns: { modules: { id?: string; text?: unknown }[] }[] }[] }[]

describe('the stored languages of a moved block', () => {
  it('follow the block to its new list, by id', () => {
    const out = relocateById(moved(), stored()) as Tree
    const columns = out[0]!.rows[0]!.columns
    expect(columns[0]!.modules).toEqual([heading('m1', 'Ett', 'One')])
    expect(columns[1]!.modules).toEqual([
      heading('m3', 'Tre', 'Three'),
      heading('m2', 'Två', 'Two'),
    ])
  })

  it('give a new block nothing, and leave the stored tree as it was', () => {
    const before = stored()
    const incoming = moved()
    incoming[0]!.rows[0]!.columns[0]!.modules.push({ id: 'ny', blockType: 'heading', text: 'Ny' })
    const out = relocateById(incoming, before) as Tree
    expect(out[0]!.rows[0]!.columns[0]!.modules[1]).toEqual({})
    expect(before).toEqual(stored())
  })

  it('keeps a localised list as the store has it, and ignores anything that is not a list', () => {
    const store = [
      { id: 'm1', blockType: 'tabs', tabs: { sv: [{ id: 't1' }], en: [{ id: 't2' }] } },
    ]
    const out = relocateById([{ id: 'm1', blockType: 'tabs', tabs: [{ id: 't1' }] }], store)
    expect(out).toEqual(store)
    expect(relocateById(undefined, store)).toBeUndefined()
    expect(relocateById([], null)).toEqual([])
  })
})
