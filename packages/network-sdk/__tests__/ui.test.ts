// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CalloutState, isEmptyCount, LinkState, STATE_RESET_MS } from '../src/ui'

const timers = {
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (h: unknown) => clearTimeout(h as number),
}

describe('counter bubble states', () => {
  let root: HTMLElement
  let bubble: HTMLElement
  let callout: CalloutState
  beforeEach(() => {
    vi.useFakeTimers()
    root = document.createElement('span')
    bubble = document.createElement('span')
    root.appendChild(bubble)
    callout = new CalloutState(root, bubble, timers)
  })
  afterEach(() => vi.useRealTimers())

  it('hidden and visible toggle display', () => {
    callout.hidden()
    expect(root.style.display).toBe('none')
    expect(callout.isHidden).toBe(true)
    callout.visible()
    expect(root.style.display).toBe('')
    expect(callout.isHidden).toBe(false)
  })

  it('mouseover sets hovered, mousedown sets down, mouseout clears both', () => {
    callout.mouseover()
    callout.mousedown()
    expect(root.classList.contains('IN-hovered')).toBe(true)
    expect(root.classList.contains('IN-down')).toBe(true)
    callout.mouseout()
    expect(root.classList.contains('IN-hovered')).toBe(false)
    expect(root.classList.contains('IN-down')).toBe(false)
  })

  it('click sets clicked, ignores a second click and returns to normal after 2000 ms', () => {
    expect(STATE_RESET_MS).toBe(2000)
    expect(callout.click()).toBe(true)
    expect(callout.isClicked).toBe(true)
    vi.advanceTimersByTime(1500)
    expect(callout.click()).toBe(false)
    vi.advanceTimersByTime(499)
    expect(callout.isClicked).toBe(true)
    vi.advanceTimersByTime(1)
    expect(callout.isClicked).toBe(false)
  })

  it('normal clears hidden and clicked', () => {
    callout.hidden()
    callout.click()
    callout.normal()
    expect(callout.isHidden).toBe(false)
    expect(callout.isClicked).toBe(false)
  })

  it('shows the bubble as empty for 0 and empty content', () => {
    callout.setContent('0')
    expect(bubble.classList.contains('IN-empty')).toBe(true)
    callout.setContent('')
    expect(bubble.classList.contains('IN-empty')).toBe(true)
    callout.setContent('12')
    expect(bubble.classList.contains('IN-empty')).toBe(false)
    expect(bubble.textContent).toBe('12')
    expect(isEmptyCount('00')).toBe(false)
  })

  it('follows pointer events on the bound element', () => {
    const button = document.createElement('button')
    callout.bind(button)
    button.dispatchEvent(new MouseEvent('mouseover'))
    expect(root.classList.contains('IN-hovered')).toBe(true)
    button.dispatchEvent(new MouseEvent('mouseout'))
    expect(root.classList.contains('IN-hovered')).toBe(false)
  })
})

describe('link widget states', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('pending shows the spinner state and returns to normal after 2000 ms', () => {
    const link = document.createElement('button')
    const state = new LinkState(link, timers)
    state.pending()
    expect(state.state).toBe('pending')
    expect(link.getAttribute('aria-busy')).toBe('true')
    vi.advanceTimersByTime(1999)
    expect(state.state).toBe('pending')
    vi.advanceTimersByTime(1)
    expect(state.state).toBe('normal')
    expect(link.hasAttribute('aria-busy')).toBe(false)
  })

  it('moves through mouseover, click, mouseout and normal', () => {
    const state = new LinkState(document.createElement('a'), timers)
    state.mouseover()
    expect(state.state).toBe('hovered')
    state.click()
    expect(state.state).toBe('clicked')
    state.normal()
    expect(state.state).toBe('normal')
    state.mouseover()
    state.mouseout()
    expect(state.state).toBe('normal')
  })

  it('normal cancels a pending reset', () => {
    const state = new LinkState(document.createElement('a'), timers)
    state.pending()
    state.normal()
    state.click()
    vi.advanceTimersByTime(2000)
    expect(state.state).toBe('clicked')
  })
})
