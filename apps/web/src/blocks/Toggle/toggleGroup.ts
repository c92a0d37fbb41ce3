/**
 * The state machine of toggles and accordions (spec 4.5, 9.6). A toggle moves between open and closed;
 * in an accordion only one item is open at a time. Pressing the open item of an accordion, or any item
 * while one is sliding, does nothing. The machine says what to open and close; the island slides them.
 */

/** Spec 9.6: a toggle slides open or closed over 700 ms. */
export const TOGGLE_SLIDE_MS = 700

/** Spec 9.6: an accordion item scrolled into view comes to rest 50 px below the headers. */
export const TOGGLE_SCROLL_OFFSET_PX = 50

export type ToggleMode = 'toggle' | 'accordion'

export type ToggleState = {
  readonly mode: ToggleMode
  readonly open: readonly boolean[]
  /** True from a press that moved something until `finishSlide`; presses meanwhile are ignored. */
  readonly animating: boolean
}

export type ToggleEffect = { readonly action: 'open' | 'close'; readonly index: number }

export type ToggleTransition = { readonly state: ToggleState; readonly effects: ToggleEffect[] }

const unchanged = (state: ToggleState): ToggleTransition => ({ state, effects: [] })

/** The state of freshly rendered items. An accordion keeps only the first item marked open. */
export function createToggleState(mode: ToggleMode, open: readonly boolean[]): ToggleState {
  const first = open.indexOf(true)
  return {
    mode,
    open: mode === 'accordion' ? open.map((_, index) => index === first) : [...open],
    animating: false,
  }
}

/**
 * A press on item `index`. A toggle flips; an accordion opens the item and closes its open sibling.
 * Ignored (no effects, same state) while sliding, for an unknown item, and on an accordion's open item.
 */
export function pressItem(state: ToggleState, index: number): ToggleTransition {
  if (state.animating || index < 0 || index >= state.open.length) return unchanged(state)
  const isOpen = state.open[index] === true
  if (state.mode === 'toggle') {
    const open = state.open.map((value, i) => (i === index ? !isOpen : value))
    return {
      state: { ...state, open, animating: true },
      effects: [{ action: isOpen ? 'close' : 'open', index }],
    }
  }
  if (isOpen) return unchanged(state)
  const effects: ToggleEffect[] = state.open.flatMap((value, i) =>
    value ? [{ action: 'close' as const, index: i }] : [],
  )
  effects.push({ action: 'open', index })
  return {
    state: { ...state, open: state.open.map((_, i) => i === index), animating: true },
    effects,
  }
}

/** Every slide of the last press has ended: presses count again. */
export function finishSlide(state: ToggleState): ToggleState {
  return state.animating ? { ...state, animating: false } : state
}

/**
 * The browser opened or closed an item by itself (find-in-page opens a closed `<details>` that holds
 * a match). The state follows; an accordion then closes the item's open siblings, without sliding.
 */
export function itemToggled(state: ToggleState, index: number, open: boolean): ToggleTransition {
  if (index < 0 || index >= state.open.length || state.open[index] === open) return unchanged(state)
  if (state.mode === 'toggle' || !open) {
    return {
      state: { ...state, open: state.open.map((v, i) => (i === index ? open : v)) },
      effects: [],
    }
  }
  const effects: ToggleEffect[] = state.open.flatMap((value, i) =>
    value && i !== index ? [{ action: 'close' as const, index: i }] : [],
  )
  return { state: { ...state, open: state.open.map((_, i) => i === index) }, effects }
}

/**
 * Where to scroll after an accordion item has opened (spec 4.5, 9.6): when its top lies above the
 * bottom of the sticky header, the item comes to rest 50 px below the header; otherwise null (stay).
 * `itemTop` and `headerBottom` are viewport positions, `scrollY` the page's scroll position.
 */
export function scrollTargetAfterOpen(position: {
  itemTop: number
  headerBottom: number
  scrollY: number
}): number | null {
  const { itemTop, headerBottom, scrollY } = position
  if (itemTop >= headerBottom) return null
  return Math.max(0, scrollY + itemTop - headerBottom - TOGGLE_SCROLL_OFFSET_PX)
}
