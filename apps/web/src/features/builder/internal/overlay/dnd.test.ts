// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'

import { byId } from './canvas'
import { accepts, dropContainer, dropLine, type DropRules, findDrop, insertionIndex } from './dnd'

/** The rules as the edit view derives them from the page config (nesting.ts). */
const rules: DropRules = {
  page: ['section'],
  section: ['row'],
  column: ['heading', 'text', 'button'],
}

function canvas() {
  const target = (kind: string, id: string, inner: string, type = kind) =>
    `<div data-builder-kind="${kind}" data-builder-id="${id}" data-builder-type="${type}" data-builder-label="${kind === 'section' ? 'Sektion' : kind}">${inner}</div>`
  const moduleOf = (id: string, text: string) => target('module', id, `<h2>${text}</h2>`, 'heading')
  document.body.innerHTML = `<main>
    ${target('section', 's1', target('row', 'r1', target('column', 'c1', moduleOf('alfa', 'Alfa') + moduleOf('beta', 'Beta')) + target('column', 'c2', moduleOf('gamma', 'Gamma'))))}
    ${target('section', 's2', target('row', 'r2', target('column', 'c3', '<p data-builder-placeholder>Dra hit en modul</p>')))}
  </main><div data-builder-overlay=""><button>Flytta</button></div>`
}

const heading = { kind: 'module' as const, type: 'heading', id: 'alfa', label: 'Rubrik' }

beforeEach(canvas)

describe('drop legality from the nesting rules', () => {
  it('lets a container take only the block types its list accepts', () => {
    expect(accepts(rules, 'column', 'heading')).toBe(true)
    expect(accepts(rules, 'column', 'row')).toBe(false)
    expect(accepts(rules, 'section', 'row')).toBe(true)
    expect(accepts(rules, 'page', 'row')).toBe(false)
  })

  it('drops a module into the column under the pointer, wherever in it the pointer is', () => {
    expect(dropContainer(rules, heading, byId('gamma')!.firstElementChild, byId('alfa'))).toBe(
      byId('c2'),
    )
    expect(
      dropContainer(rules, heading, document.querySelector('[data-builder-placeholder]'), null),
    ).toBe(byId('c3'))
  })

  it('finds no place for a module outside every column, or for a module type no column takes', () => {
    expect(dropContainer(rules, heading, byId('r1'), byId('alfa'))).toBeUndefined()
    expect(dropContainer(rules, heading, document.querySelector('main'), null)).toBeUndefined()
    const unknown = { ...heading, type: 'spaceship', id: null }
    expect(dropContainer(rules, unknown, byId('c3'), null)).toBeUndefined()
  })

  it('drops a row into the section under the pointer and a section onto the page', () => {
    const row = { kind: 'row' as const, type: 'row', id: 'r1', label: 'Rad' }
    expect(dropContainer(rules, row, byId('gamma'), byId('r2'))).toBe(byId('s1'))
    const section = { kind: 'section' as const, type: 'section', id: 's1', label: 'Sektion' }
    expect(dropContainer(rules, section, byId('c3'), byId('s1'))).toBeNull()
  })

  it('never drops a block into itself: over its own inside, it goes to its own container', () => {
    const row = { kind: 'row' as const, type: 'row', id: 'r1', label: 'Rad' }
    expect(dropContainer(rules, row, byId('alfa'), byId('r1'))).toBe(byId('s1'))
  })

  it('finds no drop over the overlay itself', () => {
    expect(
      findDrop(rules, heading, document.querySelector('[data-builder-overlay] button'), 0, null),
    ).toBeNull()
  })

  it('says where a drop lands and whether it changes anything', () => {
    const drop = findDrop(rules, heading, byId('c3'), 0, byId('alfa'))
    expect(drop).toMatchObject({ parent: 'c3', index: 0, same: false })
    expect(drop?.label).toBe('plats 1 i Sektion 2 › Rad 1 › Kolumn 1')
    // jsdom has no layout: give the first column's modules their boxes, alfa above beta.
    const place = (id: string, top: number) =>
      (byId(id)!.getBoundingClientRect = () =>
        ({ top, left: 0, width: 300, height: 50, bottom: top + 50, right: 300 }) as DOMRect)
    place('alfa', 0)
    place('beta', 50)
    expect(findDrop(rules, heading, byId('beta'), 10, byId('alfa'))).toMatchObject({
      parent: 'c1',
      index: 0,
      same: true,
    })
    expect(findDrop(rules, heading, byId('beta'), 90, byId('alfa'))).toMatchObject({
      parent: 'c1',
      index: 1,
      same: false,
      line: { top: 98 },
    })
  })
})

describe('drop position', () => {
  const boxes = [
    { top: 0, height: 100 },
    { top: 100, height: 50 },
    { top: 150, height: 100 },
  ]

  it('lands before the first sibling whose middle is below the pointer, or last', () => {
    expect(insertionIndex(boxes, 10)).toBe(0)
    expect(insertionIndex(boxes, 60)).toBe(1)
    expect(insertionIndex(boxes, 130)).toBe(2)
    expect(insertionIndex(boxes, 240)).toBe(3)
    expect(insertionIndex([], 50)).toBe(0)
  })

  it('draws the line at the top of the sibling it lands before, below the last, or at an empty container’s top', () => {
    const full = boxes.map((b) => ({ ...b, left: 10, width: 300 }))
    const container = { top: -20, left: 0, width: 320, height: 300 }
    expect(dropLine(full, 1, container)).toEqual({ top: 98, left: 0, width: 320 })
    expect(dropLine(full, 3, container)).toEqual({ top: 248, left: 0, width: 320 })
    expect(dropLine([], 0, container)).toEqual({ top: -22, left: 0, width: 320 })
  })
})
