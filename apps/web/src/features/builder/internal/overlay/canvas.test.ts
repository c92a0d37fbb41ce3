// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'

import {
  byId,
  describe as describeTarget,
  destinationsFor,
  placeOf,
  selectableTargets,
  targetOf,
} from './canvas'

/** The canvas as RenderLayout marks it in builder mode: section › row › column › module wrapper. */
function canvas() {
  const target = (kind: string, id: string, label: string, inner: string) =>
    `<div data-builder-kind="${kind}" data-builder-id="${id}" data-builder-label="${label}">${inner}</div>`
  const moduleOf = (id: string, text: string) =>
    `<div style="display: contents" data-builder-kind="module" data-builder-id="${id}" data-builder-label="Rubrik"><div class="module"><h2>${text}</h2></div></div>`
  document.body.innerHTML = `<main>
    ${target('section', 's1', 'Sektion', target('row', 'r1', 'Rad', target('column', 'c1', 'Kolumn', moduleOf('alfa', 'Alfa') + moduleOf('beta', 'Beta')) + target('column', 'c2', 'Kolumn', moduleOf('gamma', 'Gamma'))))}
    ${target('section', 's2', 'Tjänster', target('row', 'r2', 'Rad', target('column', 'c3', 'Kolumn', '')))}
  </main>`
}

beforeEach(canvas)

describe('reading the builder canvas', () => {
  it('finds the innermost block under the pointer', () => {
    expect(targetOf(document.querySelector('h2'))?.dataset.builderId).toBe('alfa')
    expect(targetOf(document.querySelector('main'))).toBeNull()
  })

  it('names a module with its text and its place, and a named section by its name', () => {
    expect(describeTarget(byId('alfa')!)).toBe('Rubrik ”Alfa” i Sektion 1 › Rad 1 › Kolumn 1')
    expect(describeTarget(byId('gamma')!)).toBe('Rubrik ”Gamma” i Sektion 1 › Rad 1 › Kolumn 2')
    expect(placeOf(byId('c3'))).toBe('Sektion 2 (Tjänster) › Rad 1 › Kolumn 1')
  })

  it('offers a module every other column, at its end', () => {
    expect(destinationsFor(byId('alfa')!)).toEqual([
      { parent: 'c2', index: 1, label: 'Sist i Sektion 1 › Rad 1 › Kolumn 2' },
      { parent: 'c3', index: 0, label: 'Sist i Sektion 2 (Tjänster) › Rad 1 › Kolumn 1' },
    ])
  })

  it('offers a row the other sections, and a section the places on the page that change something', () => {
    expect(destinationsFor(byId('r1')!).map((d) => d.parent)).toEqual(['s2'])
    expect(destinationsFor(byId('s1')!)).toEqual([
      { parent: 'page', index: 1, label: 'Sist på sidan' },
    ])
    expect(destinationsFor(byId('s2')!)).toEqual([
      { parent: 'page', index: 0, label: 'Före Sektion 1' },
    ])
  })

  it('lists sections, rows and modules for keyboard selection, but not columns', () => {
    expect(selectableTargets().map((e) => e.dataset.builderId)).toEqual([
      's1',
      'r1',
      'alfa',
      'beta',
      'gamma',
      's2',
      'r2',
    ])
  })
})
