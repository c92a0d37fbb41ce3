import { describe, expect, it } from 'vitest'

import {
  initialTab,
  plainTabName,
  tabFromHash,
  tabIndexFromParam,
  tabKeyTarget,
  tabPanelId,
  tabSlugs,
} from './tabsState'

const slugs = ['oversikt', 'serviceavtal', 'jour-och-haverier']

describe('tab slugs', () => {
  it('slugs Swedish titles and keeps them unique within the module', () => {
    expect(tabSlugs(['Översikt', 'Serviceavtal', 'Jour och haverier'])).toEqual(slugs)
    expect(tabSlugs(['Pris', 'Pris', 'Pris'])).toEqual(['pris', 'pris-2', 'pris-3'])
    expect(tabSlugs(['—', '?', 'Pris & villkor'])).toEqual(['flik-1', 'flik-2', 'pris-villkor'])
  })

  it('names a panel tab-{slug}', () => {
    expect(tabPanelId('serviceavtal')).toBe('tab-serviceavtal')
  })
})

describe('tab hash (spec 2.3)', () => {
  it('reads the 0-based tab index of the module entry #{moduleId}|{tabIndex}', () => {
    expect(tabFromHash('#flikar|1', 'flikar', slugs)).toBe(1)
    expect(tabFromHash('#galleri|3||flikar|2', 'flikar', slugs)).toBe(2)
    expect(tabFromHash('#flikar%7C0||galleri%7C2', 'flikar', slugs)).toBe(0)
  })

  it('ignores an entry naming no tab of the module, and other modules entries', () => {
    expect(tabFromHash('#flikar|3', 'flikar', slugs)).toBeNull()
    expect(tabFromHash('#flikar|x', 'flikar', slugs)).toBeNull()
    expect(tabFromHash('#flikar', 'flikar', slugs)).toBeNull()
    expect(tabFromHash('#galleri|2', 'flikar', slugs)).toBeNull()
    expect(tabIndexFromParam('-1', 3)).toBeNull()
    expect(tabIndexFromParam('2', 3)).toBe(2)
  })

  it("opens the tab a plain hash names, adding 'tab-' when it is missing", () => {
    expect(tabFromHash('#tab-serviceavtal', 'flikar', slugs)).toBe(1)
    expect(tabFromHash('#serviceavtal', 'flikar', slugs)).toBe(1)
    expect(tabFromHash('#tab-jour-och-haverier', 'flikar', slugs)).toBe(2)
    expect(tabFromHash('#tab-okand', 'flikar', slugs)).toBeNull()
    expect(tabFromHash('', 'flikar', slugs)).toBeNull()
  })

  it('strips characters the hash format does not allow before matching', () => {
    expect(plainTabName('#tab-service avtal!')).toBe('tab-serviceavtal')
    expect(plainTabName('#galleri|2')).toBeNull()
    expect(plainTabName('#')).toBeNull()
  })

  it('starts on the first tab in builder mode whatever the hash says (spec 6)', () => {
    const hash = '#flikar|2'
    expect(initialTab({ builderMode: false, hash, moduleId: 'flikar', slugs })).toBe(2)
    expect(initialTab({ builderMode: true, hash, moduleId: 'flikar', slugs })).toBe(0)
    expect(initialTab({ builderMode: false, hash: '', moduleId: 'flikar', slugs })).toBe(0)
  })
})

describe('tab keys (WAI-ARIA tabs pattern)', () => {
  it('moves with the arrow keys, wrapping around at both ends', () => {
    expect(tabKeyTarget('ArrowRight', 0, 3)).toBe(1)
    expect(tabKeyTarget('ArrowRight', 2, 3)).toBe(0)
    expect(tabKeyTarget('ArrowLeft', 0, 3)).toBe(2)
    expect(tabKeyTarget('ArrowLeft', 2, 3)).toBe(1)
  })

  it('goes to the first tab on Home and the last on End', () => {
    expect(tabKeyTarget('Home', 2, 3)).toBe(0)
    expect(tabKeyTarget('End', 0, 3)).toBe(2)
  })

  it('leaves other keys to the browser', () => {
    expect(tabKeyTarget('Tab', 0, 3)).toBeNull()
    expect(tabKeyTarget('ArrowDown', 0, 3)).toBeNull()
    expect(tabKeyTarget('ArrowRight', 0, 0)).toBeNull()
  })
})
