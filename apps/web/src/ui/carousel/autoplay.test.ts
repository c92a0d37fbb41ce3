import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { autoplayStep, createAutoplay } from './autoplay'

const free = { hovered: false, focused: false, busy: false, hidden: false }

describe('autoplayStep', () => {
  it('moves on and waits the full delay when nothing holds the slider', () => {
    expect(autoplayStep(free, { delay: 7000, ignoreHover: false })).toEqual({
      advance: true,
      delay: 7000,
    })
  })

  it('waits and retries every 2000 ms while hovered', () => {
    expect(autoplayStep({ ...free, hovered: true }, { delay: 7000, ignoreHover: false })).toEqual({
      advance: false,
      delay: 2000,
    })
  })

  it("keeps going under the pointer when 'ignore hover' is set", () => {
    expect(autoplayStep({ ...free, hovered: true }, { delay: 7000, ignoreHover: true })).toEqual({
      advance: true,
      delay: 7000,
    })
  })

  it('waits while focused, busy or in a background tab, even with ignore hover', () => {
    for (const hold of ['focused', 'busy', 'hidden'] as const) {
      expect(
        autoplayStep({ ...free, [hold]: true }, { delay: 7000, ignoreHover: true }).advance,
      ).toBe(false)
    }
  })
})

describe('createAutoplay', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('advances once per delay while running', () => {
    const advance = vi.fn()
    const autoplay = createAutoplay({ delay: 7000, ignoreHover: false, advance })
    autoplay.start()
    vi.advanceTimersByTime(6999)
    expect(advance).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(advance).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(14000)
    expect(advance).toHaveBeenCalledTimes(3)
  })

  it('holds while hovered and moves on at the first retry after the pointer leaves', () => {
    const advance = vi.fn()
    const autoplay = createAutoplay({ delay: 7000, ignoreHover: false, advance })
    autoplay.start()
    autoplay.set('hovered', true)
    vi.advanceTimersByTime(20000)
    expect(advance).not.toHaveBeenCalled()
    autoplay.set('hovered', false)
    // Due at 7000, retried at 9000, 11000, ... 21000: the next retry after leaving at 20000 is 21000.
    vi.advanceTimersByTime(999)
    expect(advance).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(advance).toHaveBeenCalledTimes(1)
  })

  it('asks whether the slider is busy at every tick', () => {
    const advance = vi.fn()
    let busy = true
    const autoplay = createAutoplay({
      delay: 3000,
      ignoreHover: false,
      advance,
      isBusy: () => busy,
    })
    autoplay.start()
    vi.advanceTimersByTime(5000)
    expect(advance).not.toHaveBeenCalled()
    busy = false
    vi.advanceTimersByTime(2000)
    expect(advance).toHaveBeenCalledTimes(1)
  })

  it('stops, reports the running state and starts again with a full delay', () => {
    const advance = vi.fn()
    const onRunningChange = vi.fn()
    const autoplay = createAutoplay({ delay: 1000, ignoreHover: false, advance, onRunningChange })
    autoplay.start()
    expect(autoplay.running).toBe(true)
    autoplay.stop()
    expect(autoplay.running).toBe(false)
    vi.advanceTimersByTime(5000)
    expect(advance).not.toHaveBeenCalled()
    autoplay.start()
    vi.advanceTimersByTime(1000)
    expect(advance).toHaveBeenCalledTimes(1)
    expect(onRunningChange.mock.calls).toEqual([[true], [false], [true]])
  })

  it('restarts the wait after the visitor moves the slider', () => {
    const advance = vi.fn()
    const autoplay = createAutoplay({ delay: 1000, ignoreHover: false, advance })
    autoplay.start()
    vi.advanceTimersByTime(900)
    autoplay.restart()
    vi.advanceTimersByTime(900)
    expect(advance).not.toHaveBeenCalled()
    vi.advanceTimersByTime(100)
    expect(advance).toHaveBeenCalledTimes(1)
  })

  it('does nothing after destroy', () => {
    const advance = vi.fn()
    const autoplay = createAutoplay({ delay: 1000, ignoreHover: false, advance })
    autoplay.start()
    autoplay.destroy()
    vi.advanceTimersByTime(5000)
    expect(advance).not.toHaveBeenCalled()
  })
})
