// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'

import { byId, childTargets, indexOf, parentTarget } from './canvas'
import { applyOptimistic, clearOptimistic, hasOptimistic } from './optimistic'

/** The canvas as RenderLayout marks it in builder mode: section › row › column › module wrapper. */
function canvas() {
  const target = (kind: string, id: string, inner: string) =>
    `<div data-builder-kind="${kind}" data-builder-id="${id}" data-builder-label="${kind}">${inner}</div>`
  const moduleOf = (id: string, text: string) =>
    `<div style="display: contents" data-builder-kind="module" data-builder-id="${id}" data-builder-label="Rubrik"><h2 id="h-${id}">${text}</h2></div>`
  const section = (id: string, inner: string) =>
    `<section data-builder-kind="section" data-builder-id="${id}"><div class="section-inner">${inner}</div></section>`
  document.body.innerHTML = `<main>
    ${section('s1', target('row', 'r1', target('column', 'c1', moduleOf('alfa', 'Alfa') + moduleOf('beta', 'Beta')) + target('column', 'c2', moduleOf('gamma', 'Gamma'))))}
    ${section('s2', target('row', 'r2', target('column', 'c3', '<p data-builder-placeholder>Dra hit en modul</p>')))}
  </main>`
}

const texts = (column: string, view: 'shown' | 'real' = 'shown') =>
  childTargets(byId(column, view), 'module', view).map((m) => m.textContent)

beforeEach(canvas)

describe('the optimistic canvas', () => {
  it('shows a module in another column at once, and the real page is untouched underneath', () => {
    expect(applyOptimistic({ type: 'move', id: 'alfa', parent: 'c3', index: 0 })).toBe(true)
    expect(texts('c1')).toEqual(['Beta'])
    expect(texts('c3')).toEqual(['Alfa'])
    expect(parentTarget(byId('alfa')!)?.dataset.builderId).toBe('c3')
    // What the server rendered is still where it was, so the save's re-render can be told apart.
    expect(texts('c1', 'real')).toEqual(['Alfa', 'Beta'])
    expect(texts('c3', 'real')).toEqual([])
    // The copy does not repeat the original's element ids.
    expect(document.querySelectorAll('#h-alfa')).toHaveLength(1)
  })

  it('moves within a column to the place the form gave it', () => {
    applyOptimistic({ type: 'move', id: 'alfa', parent: 'c1', index: 1 })
    expect(texts('c1')).toEqual(['Beta', 'Alfa'])
    expect(indexOf(byId('alfa')!)).toBe(1)
    expect(indexOf(byId('alfa', 'real')!, 'real')).toBe(0)
  })

  it('moves a section on the page and a row into another section', () => {
    applyOptimistic({ type: 'move', id: 's2', parent: 'page', index: 0 })
    expect(childTargets(null, 'section').map((s) => s.dataset.builderId)).toEqual(['s2', 's1'])
    applyOptimistic({ type: 'move', id: 'r1', parent: 's2', index: 1 })
    expect(childTargets(byId('s2'), 'row').map((r) => r.dataset.builderId)).toEqual(['r2', 'r1'])
  })

  it('hides a removed block, shows a duplicate under its original and a new module in its place', () => {
    applyOptimistic({ type: 'remove', id: 'beta' })
    expect(texts('c1')).toEqual(['Alfa'])
    applyOptimistic({ type: 'duplicate', id: 'gamma', copyId: 'gamma2' })
    expect(childTargets(byId('c2'), 'module').map((m) => m.dataset.builderId)).toEqual([
      'gamma',
      'gamma2',
    ])
    applyOptimistic({ type: 'insert', id: 'new1', parent: 'c3', index: 0, label: 'Knapp' })
    expect(texts('c3')).toEqual(['Knapp (läggs till…)'])
  })

  it('puts the canvas back as the server rendered it', () => {
    applyOptimistic({ type: 'move', id: 'alfa', parent: 'c3', index: 0 })
    applyOptimistic({ type: 'remove', id: 'gamma' })
    expect(hasOptimistic()).toBe(true)
    clearOptimistic()
    expect(hasOptimistic()).toBe(false)
    expect(texts('c1')).toEqual(['Alfa', 'Beta'])
    expect(texts('c2')).toEqual(['Gamma'])
    expect(texts('c3')).toEqual([])
  })

  it('shows an undone removal again, while the save of the removal has not re-rendered the page', () => {
    applyOptimistic({ type: 'remove', id: 'beta' })
    expect(texts('c1')).toEqual(['Alfa'])
    expect(applyOptimistic({ type: 'restore', id: 'beta' })).toBe(true)
    expect(texts('c1')).toEqual(['Alfa', 'Beta'])
    // Once the page no longer has it, only the save's re-render can bring it back.
    byId('beta')!.remove()
    expect(applyOptimistic({ type: 'restore', id: 'beta' })).toBe(false)
  })

  it('cannot show a move to a container that is not on the canvas', () => {
    expect(applyOptimistic({ type: 'move', id: 'alfa', parent: 'nowhere', index: 0 })).toBe(false)
    expect(applyOptimistic({ type: 'remove', id: 'nowhere' })).toBe(false)
    expect(hasOptimistic()).toBe(false)
  })
})
