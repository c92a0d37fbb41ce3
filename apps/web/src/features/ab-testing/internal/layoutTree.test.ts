import { describe, expect, it } from 'vitest'

import { blockChoices, keepWinner, subjectsProblem } from './layoutTree'
import { leastShown } from './server/store'
import { extractSubjectHtml } from './subjectHtml'

const mod = (id: string, text = id) => ({ id, blockType: 'heading', text })
const layout = () => [
  {
    id: 's1',
    blockType: 'section',
    rows: [
      { id: 'r1', blockType: 'row', columns: [{ modules: [mod('m1'), mod('m2'), mod('m3')] }] },
      { id: 'r2', blockType: 'row', columns: [{ modules: [mod('m4')] }] },
    ],
  },
]

describe('a test’s subjects in the layout', () => {
  it('accepts a block and its duplicates beside it', () => {
    expect(subjectsProblem(layout(), ['m1', 'm2'])).toBeNull()
    expect(subjectsProblem(layout(), ['r1', 'r2'])).toBeNull()
  })

  it('refuses a single subject, a missing block and blocks in different places', () => {
    expect(subjectsProblem(layout(), ['m1'])).toBe(
      'Ett test behöver originalet och minst en variant.',
    )
    expect(subjectsProblem(layout(), ['m1', 'x'])).toBe('Blocket x finns inte på sidan.')
    expect(subjectsProblem(layout(), ['m1', 'm4'])).toMatch(/bredvid varandra/)
    expect(subjectsProblem(layout(), ['m1', 'm1'])).toBe('Samma block är valt två gånger.')
  })

  it('keeps the winner in the control’s place and removes the other subjects', () => {
    const out = keepWinner(layout(), ['m1', 'm2', 'm3'], 'm3')
    expect(out[0]!.rows[0]!.columns[0]!.modules.map((m) => m.id)).toEqual(['m3'])
    const control = keepWinner(layout(), ['m1', 'm2'], 'm1')
    expect(control[0]!.rows[0]!.columns[0]!.modules.map((m) => m.id)).toEqual(['m1', 'm3'])
    expect(() => keepWinner(layout(), ['m1', 'm2'], 'm4')).toThrow()
  })
})

describe('the block choices an editor picks subjects from', () => {
  it('names every section, row and module by place, type and text, in page order', () => {
    const page = layout()
    page[0]!.rows[0]!.columns[0]!.modules[1]!.text = `  Boka   service ${'x'.repeat(50)}`
    const names: Record<string, string> = { heading: 'Rubrik' }
    const choices = blockChoices(page, (type) => names[type] ?? type)
    expect(choices.map((c) => [c.id, c.kind, c.label])).toEqual([
      ['s1', 'section', 'Sektion 1'],
      ['r1', 'row', 'Sektion 1 › Rad 1'],
      ['m1', 'module', 'Sektion 1 › Rad 1 › Kolumn 1 › Rubrik ”m1”'],
      ['m2', 'module', `Sektion 1 › Rad 1 › Kolumn 1 › Rubrik ”Boka service ${'x'.repeat(26)}…”`],
      ['m3', 'module', 'Sektion 1 › Rad 1 › Kolumn 1 › Rubrik ”m3”'],
      ['r2', 'row', 'Sektion 1 › Rad 2'],
      ['m4', 'module', 'Sektion 1 › Rad 2 › Kolumn 1 › Rubrik ”m4”'],
    ])
  })

  it('leaves out blocks without an id (not saved yet) and survives an empty layout', () => {
    expect(blockChoices(null, String)).toEqual([])
    expect(blockChoices([{ blockType: 'section' }], String)).toEqual([])
  })
})

describe('balanced assignment', () => {
  it('gives the next visitor the subject shown least, the control on a tie', () => {
    expect(leastShown(['a', 'b', 'c'], new Map())).toBe('a')
    expect(
      leastShown(
        ['a', 'b', 'c'],
        new Map([
          ['a', 3],
          ['b', 2],
          ['c', 2],
        ]),
      ),
    ).toBe('b')
    expect(leastShown(['a', 'b'], new Map([['a', 1]]))).toBe('b')
  })
})

describe('a subject’s HTML in the cached page', () => {
  it('is the marked element with everything inside it', () => {
    const html =
      '<main><div class="ab-test"><div class="ab-subject" data-ab-subject="1_a"><div><p>A</p></div></div>' +
      '<div class="ab-subject" data-ab-subject="1_b"><section><div>B</div></section></div></div></main>'
    expect(extractSubjectHtml(html, '1_b')).toBe(
      '<div class="ab-subject" data-ab-subject="1_b"><section><div>B</div></section></div>',
    )
    expect(extractSubjectHtml(html, '1_c')).toBeNull()
  })
})
