import { describe, expect, it } from 'vitest'

import {
  PARALLAX_FACTOR,
  parallaxLayer,
  parallaxOffset,
  shouldVideoPlay,
} from './SectionBackground.logic'

describe('parallax background', () => {
  it('uses the factor 0.3 of spec 9.6', () => {
    expect(PARALLAX_FACTOR).toBe(0.3)
    expect(parallaxOffset(1000)).toBeCloseTo(-300)
    expect(parallaxOffset(-500)).toBeCloseTo(150)
    expect(parallaxOffset(0)).toBeCloseTo(0)
  })

  it('sizes the layer so it covers the section from entering at the bottom to leaving at the top', () => {
    const h = 600
    const vh = 900
    const layer = parallaxLayer(h, vh)
    for (const top of [vh, vh / 2, 0, -h / 2, -h]) {
      const start = layer.top + parallaxOffset(top)
      expect(start, `top edge at ${top}`).toBeLessThanOrEqual(0.0001)
      expect(start + layer.height, `bottom edge at ${top}`).toBeGreaterThanOrEqual(h - 0.0001)
    }
  })
})

describe('video background (spec 4.5)', () => {
  const base = {
    inViewport: true,
    playOutsideViewport: false,
    playOnHover: false,
    hovered: false,
    pausedByVisitor: false,
  }

  it('plays in the viewport and pauses outside it', () => {
    expect(shouldVideoPlay(base)).toBe(true)
    expect(shouldVideoPlay({ ...base, inViewport: false })).toBe(false)
  })

  it("keeps playing outside the viewport with 'play outside viewport'", () => {
    expect(shouldVideoPlay({ ...base, inViewport: false, playOutsideViewport: true })).toBe(true)
  })

  it('with play-on-hover waits for the first hover', () => {
    expect(shouldVideoPlay({ ...base, playOnHover: true })).toBe(false)
    expect(shouldVideoPlay({ ...base, playOnHover: true, hovered: true })).toBe(true)
  })

  it('stays paused once the visitor paused it', () => {
    expect(shouldVideoPlay({ ...base, pausedByVisitor: true })).toBe(false)
  })
})
