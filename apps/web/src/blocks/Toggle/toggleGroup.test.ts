import { describe, expect, it } from 'vitest'

import {
  createToggleState,
  finishSlide,
  itemToggled,
  pressItem,
  scrollTargetAfterOpen,
  TOGGLE_SCROLL_OFFSET_PX,
  TOGGLE_SLIDE_MS,
  type ToggleState,
} from './toggleGroup'

/** Presses an item and lets its slide end, as the island does. */
const pressAndSettle = (state: ToggleState, index: number) =>
  finishSlide(pressItem(state, index).state)

describe('toggle and accordion constants (spec 9.6)', () => {
  it('slides over 700 ms and scrolls to 50 px below the headers', () => {
    expect(TOGGLE_SLIDE_MS).toBe(700)
    expect(TOGGLE_SCROLL_OFFSET_PX).toBe(50)
  })
})

describe('toggle (spec 4.5)', () => {
  it('moves between open and closed', () => {
    const closed = createToggleState('toggle', [false])
    const opening = pressItem(closed, 0)
    expect(opening.effects).toEqual([{ action: 'open', index: 0 }])
    expect(opening.state).toEqual({ mode: 'toggle', open: [true], animating: true })

    const open = finishSlide(opening.state)
    const closing = pressItem(open, 0)
    expect(closing.effects).toEqual([{ action: 'close', index: 0 }])
    expect(finishSlide(closing.state).open).toEqual([false])
  })

  it('ignores presses while it slides', () => {
    const opening = pressItem(createToggleState('toggle', [false]), 0).state
    expect(pressItem(opening, 0)).toEqual({ state: opening, effects: [] })
  })

  it('keeps every item that starts open', () => {
    expect(createToggleState('toggle', [true, false, true]).open).toEqual([true, false, true])
  })
})

describe('accordion (spec 4.5)', () => {
  it('starts with at most one item open, the first one marked', () => {
    expect(createToggleState('accordion', [false, true, true]).open).toEqual([false, true, false])
    expect(createToggleState('accordion', [false, false]).open).toEqual([false, false])
  })

  it('opens the pressed item and closes its open sibling in the same press', () => {
    const state = createToggleState('accordion', [true, false, false])
    const { state: next, effects } = pressItem(state, 2)
    expect(effects).toEqual([
      { action: 'close', index: 0 },
      { action: 'open', index: 2 },
    ])
    expect(next.open).toEqual([false, false, true])
    expect(next.animating).toBe(true)
  })

  it('opens an item with nothing to close when all are closed', () => {
    const { effects } = pressItem(createToggleState('accordion', [false, false]), 1)
    expect(effects).toEqual([{ action: 'open', index: 1 }])
  })

  it('does nothing when the open item is pressed', () => {
    const state = createToggleState('accordion', [false, true])
    expect(pressItem(state, 1)).toEqual({ state, effects: [] })
  })

  it('does nothing when any item is pressed while one is sliding', () => {
    const sliding = pressItem(createToggleState('accordion', [true, false, false]), 1).state
    expect(pressItem(sliding, 2)).toEqual({ state: sliding, effects: [] })
    expect(pressItem(sliding, 0)).toEqual({ state: sliding, effects: [] })
    // Once the slide has ended, presses count again.
    expect(pressAndSettle(finishSlide(sliding), 2).open).toEqual([false, false, true])
  })

  it('ignores a press on an item it does not have', () => {
    const state = createToggleState('accordion', [true])
    expect(pressItem(state, 3).effects).toEqual([])
    expect(pressItem(state, -1).effects).toEqual([])
  })
})

describe('items the browser opens by itself (find in page)', () => {
  it('follows the browser and closes the open sibling of an accordion item at once', () => {
    const state = createToggleState('accordion', [true, false])
    const { state: next, effects } = itemToggled(state, 1, true)
    expect(next.open).toEqual([false, true])
    expect(effects).toEqual([{ action: 'close', index: 0 }])
  })

  it('records a toggle opened or closed by the browser, and ignores what it already knows', () => {
    const state = createToggleState('toggle', [false])
    expect(itemToggled(state, 0, true)).toEqual({
      state: { mode: 'toggle', open: [true], animating: false },
      effects: [],
    })
    expect(itemToggled(state, 0, false)).toEqual({ state, effects: [] })
  })
})

describe('scrolling an opened accordion item into view (spec 4.5, 9.6)', () => {
  it('scrolls an item whose top lies above the header to 50 px below the header', () => {
    // The header ends 72 px down; the item's top is 30 px above the viewport after its sibling closed.
    expect(scrollTargetAfterOpen({ itemTop: -30, headerBottom: 72, scrollY: 1000 })).toBe(848)
    expect(scrollTargetAfterOpen({ itemTop: 71, headerBottom: 72, scrollY: 500 })).toBe(449)
  })

  it('leaves the page where it is when the item starts below the header', () => {
    expect(scrollTargetAfterOpen({ itemTop: 72, headerBottom: 72, scrollY: 1000 })).toBeNull()
    expect(scrollTargetAfterOpen({ itemTop: 400, headerBottom: 0, scrollY: 0 })).toBeNull()
  })

  it('never scrolls above the top of the page', () => {
    expect(scrollTargetAfterOpen({ itemTop: 10, headerBottom: 72, scrollY: 20 })).toBe(0)
  })
})
