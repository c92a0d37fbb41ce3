import { describe, expect, it, vi } from 'vitest'

import { formState } from '../formState.fixture'
import { byggCss, createByggStore, escapeLeaves, pathOfBlock, rowDomId } from './byggMode'

const page = formState({
  id: 7,
  layout: [
    {
      id: 's1',
      blockType: 'section',
      rows: [
        {
          id: 'r1',
          blockType: 'row',
          columns: [
            { id: 'c1', modules: [{ id: 'm1', blockType: 'heading', text: 'Alfa' }] },
            {
              id: 'c2',
              modules: [
                { id: 'm2', blockType: 'heading', text: 'm1' },
                { id: 'm3', blockType: 'heading', text: 'Gamma' },
              ],
            },
          ],
        },
      ],
    },
  ],
})

describe('Bygg: the selected block in the form', () => {
  it('finds a block’s path by its id, at any depth, and not by a field that has the same text', () => {
    expect(pathOfBlock(page, 's1')).toBe('layout.0')
    expect(pathOfBlock(page, 'r1')).toBe('layout.0.rows.0')
    expect(pathOfBlock(page, 'c2')).toBe('layout.0.rows.0.columns.1')
    // "m1" is also the text of m2: only a row's id counts.
    expect(pathOfBlock(page, 'm1')).toBe('layout.0.rows.0.columns.0.modules.0')
    expect(pathOfBlock(page, 'm3')).toBe('layout.0.rows.0.columns.1.modules.1')
    expect(pathOfBlock(page, 'gone')).toBeNull()
    // The document's own id is not a row.
    expect(pathOfBlock(page, 7 as unknown as string)).toBeNull()
  })

  it('names the row element as Payload does', () => {
    expect(rowDomId('layout.0')).toBe('layout-row-0')
    expect(rowDomId('layout.0.rows.0.columns.1.modules.12')).toBe(
      'layout-0-rows-0-columns-1-modules-row-12',
    )
    expect(rowDomId('layout')).toBeNull()
    expect(rowDomId('layout.0.text')).toBeNull()
  })

  it('keeps only the selected row in the sidebar, and hides the fields when none is selected', () => {
    const css = byggCss('layout-0-rows-row-0')
    expect(css).toContain(
      'html[data-smedja-bygg] .collection-edit__main .document-fields *:not(:has([id="layout-0-rows-row-0"]), [id="layout-0-rows-row-0"], [id="layout-0-rows-row-0"] *) { display: none !important; }',
    )
    expect(css).toContain('.live-preview-window { display: block; flex: 1 1 auto;')
    const none = byggCss(null)
    expect(none).toContain(
      'html[data-smedja-bygg] .collection-edit__main .document-fields { display: none; }',
    )
    expect(none).not.toContain(':has(')
    // Everything hangs on the mode's attribute: nothing changes outside Bygg.
    for (const rule of none.split('\n').filter(Boolean))
      expect(rule.startsWith('html[data-smedja-bygg]')).toBe(true)
  })
})

describe('Bygg: Escape', () => {
  const target = (
    tagName: string,
    extra: Partial<{ isContentEditable: boolean; role: string }> = {},
  ) => ({
    tagName,
    isContentEditable: extra.isContentEditable ?? false,
    role: extra.role ?? null,
  })
  it('leaves from a button, a text input or nothing focused', () => {
    expect(escapeLeaves({ defaultPrevented: false, modalOpen: false, target: null })).toBe(true)
    expect(
      escapeLeaves({ defaultPrevented: false, modalOpen: false, target: target('BUTTON') }),
    ).toBe(true)
    expect(
      escapeLeaves({ defaultPrevented: false, modalOpen: false, target: target('INPUT') }),
    ).toBe(true)
  })
  it('stays when a drawer, a rich text editor, a list or the field itself uses Escape', () => {
    expect(escapeLeaves({ defaultPrevented: false, modalOpen: true, target: null })).toBe(false)
    expect(escapeLeaves({ defaultPrevented: true, modalOpen: false, target: null })).toBe(false)
    expect(
      escapeLeaves({
        defaultPrevented: false,
        modalOpen: false,
        target: target('DIV', { isContentEditable: true }),
      }),
    ).toBe(false)
    expect(
      escapeLeaves({ defaultPrevented: false, modalOpen: false, target: target('SELECT') }),
    ).toBe(false)
    expect(
      escapeLeaves({
        defaultPrevented: false,
        modalOpen: false,
        target: target('INPUT', { role: 'combobox' }),
      }),
    ).toBe(false)
  })
})

describe('Bygg: the shared state', () => {
  it('tells its listeners of each change once, and keeps the selection across leaving and entering', () => {
    const store = createByggStore()
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.enter()
    store.enter()
    expect(listener).toHaveBeenCalledTimes(1)
    store.select('m1')
    store.leave()
    expect(store.get()).toEqual({ active: false, selectedId: 'm1' })
    store.enter()
    expect(store.get()).toEqual({ active: true, selectedId: 'm1' })
    store.reset()
    expect(store.get()).toEqual({ active: false, selectedId: null })
    expect(listener).toHaveBeenCalledTimes(5)
    unsubscribe()
    store.enter()
    expect(listener).toHaveBeenCalledTimes(5)
  })
})
