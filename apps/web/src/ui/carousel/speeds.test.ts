import { describe, expect, it } from 'vitest'

import { LIBRARY_DEFAULTS, autoplayDelay, transitionSpeed } from './speeds'

describe('transitionSpeed', () => {
  it('fades module sliders in 700 ms and other sliders in 500 ms', () => {
    expect(transitionSpeed('moduleSlider')).toBe(700)
    expect(transitionSpeed('slider')).toBe(500)
  })

  it('slides carousels in 500 ms, the carousel module in 1000 ms and the portfolio in 700 ms', () => {
    expect(transitionSpeed('thumbnailCarousel')).toBe(500)
    expect(transitionSpeed('carouselModule')).toBe(1000)
    expect(transitionSpeed('portfolioCarousel')).toBe(700)
  })

  it('leaves content carousels on the library default of 300 ms', () => {
    expect(LIBRARY_DEFAULTS.speed).toBe(300)
    expect(transitionSpeed('contentCarousel')).toBe(300)
  })

  it('uses a configured speed and ignores unusable ones', () => {
    expect(transitionSpeed('moduleSlider', 450)).toBe(450)
    expect(transitionSpeed('moduleSlider', 0)).toBe(700)
    expect(transitionSpeed('moduleSlider', -5)).toBe(700)
    expect(transitionSpeed('moduleSlider', Number.NaN)).toBe(700)
    expect(transitionSpeed('moduleSlider', null)).toBe(700)
  })

  it('does not animate for visitors who prefer reduced motion', () => {
    expect(transitionSpeed('moduleSlider', 450, true)).toBe(0)
    expect(transitionSpeed('carouselModule', undefined, true)).toBe(0)
  })
})

describe('autoplayDelay', () => {
  it('shows each slide 7000 ms in sliders and the portfolio unless configured', () => {
    expect(autoplayDelay('moduleSlider')).toBe(7000)
    expect(autoplayDelay('portfolioCarousel')).toBe(7000)
    expect(autoplayDelay('moduleSlider', 4000)).toBe(4000)
  })

  it('falls back to the library delay of 3000 ms in carousels', () => {
    expect(autoplayDelay('contentCarousel')).toBe(3000)
    expect(autoplayDelay('carouselModule', null)).toBe(3000)
  })

  it('never moves on before the transition has finished', () => {
    expect(autoplayDelay('carouselModule', 200)).toBe(1000)
  })
})
