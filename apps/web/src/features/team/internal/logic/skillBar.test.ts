import { describe, expect, it } from 'vitest'

import { clampPercent, skillBarWidth, skillLabelLayout, skillPercentText } from './skillBar'

describe('skill bar label (spec 4.8)', () => {
  it('centres the label over the fill below 95 %', () => {
    expect(skillLabelLayout(0)).toEqual({ pinnedRight: false, widthPx: null })
    expect(skillLabelLayout(80)).toEqual({ pinnedRight: false, widthPx: null })
    expect(skillLabelLayout(94)).toEqual({ pinnedRight: false, widthPx: null })
  })

  it('pins the label to the right edge from 95 %', () => {
    expect(skillLabelLayout(95)).toEqual({ pinnedRight: true, widthPx: null })
    expect(skillLabelLayout(99)).toEqual({ pinnedRight: true, widthPx: null })
  })

  it('gives exactly 100 % a 40 px label', () => {
    expect(skillLabelLayout(100)).toEqual({ pinnedRight: true, widthPx: 40 })
  })

  it('judges a fractional percent by the whole percent it is shown as', () => {
    expect(skillLabelLayout(94.6)).toEqual({ pinnedRight: true, widthPx: null })
    expect(skillLabelLayout(99.6)).toEqual({ pinnedRight: true, widthPx: 40 })
  })
})

describe('skill bar width', () => {
  it('is the percent of the track', () => {
    expect(skillBarWidth(80)).toBe('80%')
    expect(skillBarWidth(100)).toBe('100%')
    expect(skillBarWidth(0)).toBe('0%')
  })

  it('never leaves the track, whatever it is given', () => {
    expect(skillBarWidth(140)).toBe('100%')
    expect(skillBarWidth(-5)).toBe('0%')
    expect(skillBarWidth(Number.NaN)).toBe('0%')
    expect(clampPercent(Number.POSITIVE_INFINITY)).toBe(0)
  })

  it('writes the value the Swedish way, with a space that does not break', () => {
    expect(skillPercentText(80)).toBe('80\u00a0%')
  })
})
