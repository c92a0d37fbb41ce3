import { describe, expect, it } from 'vitest'

import {
  AUTOPLAY_MIN_DELAY,
  LIBRARY_DEFAULTS,
  SLIDESHOW_SPEED_DEFAULT,
  SLIDESHOW_SPEED_WITHOUT_CLASS,
  autoplayDelay,
  slideshowSpeed,
  speedFromClassName,
  transitionSpeed,
} from './speeds'

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

  it('keeps every slide up at least one second, and never overflows the timer', () => {
    expect(AUTOPLAY_MIN_DELAY).toBe(1000)
    expect(autoplayDelay('contentCarousel', 400)).toBe(1000)
    expect(autoplayDelay('thumbnailCarousel', 600)).toBe(1000)
    expect(autoplayDelay('moduleSlider', 1200)).toBe(1200)
    expect(autoplayDelay('moduleSlider', 1e12)).toBe(2_147_483_647)
  })
})

describe('speed by class number (spec 9.4)', () => {
  it('pins the spec: default 7000 ms, 10 when auto-rotate has no speed', () => {
    expect(SLIDESHOW_SPEED_DEFAULT).toBe(7000)
    expect(SLIDESHOW_SPEED_WITHOUT_CLASS).toBe(10)
    expect(slideshowSpeed(null, null)).toBe(10)
    expect(slideshowSpeed('hero-slider', undefined)).toBe(10)
  })

  it('reads the number of an et_slider_speed_{n} or slider-speed-{n} class', () => {
    expect(speedFromClassName('et_slider_speed_4500')).toBe(4500)
    expect(speedFromClassName('hero et_slider_speed_3000 dark')).toBe(3000)
    expect(speedFromClassName('slider-speed-2500')).toBe(2500)
    // The first speed class counts.
    expect(speedFromClassName('slider-speed-2000 et_slider_speed_9000')).toBe(2000)
  })

  it('ignores look-alikes, zero and anything but a whole class', () => {
    expect(speedFromClassName(undefined)).toBeNull()
    expect(speedFromClassName('')).toBeNull()
    expect(speedFromClassName('et_slider_speed_')).toBeNull()
    expect(speedFromClassName('et_slider_speed_0')).toBeNull()
    expect(speedFromClassName('my_et_slider_speed_4000')).toBeNull()
    expect(speedFromClassName('et_slider_speed_4000x')).toBeNull()
    expect(speedFromClassName('slider_speed_4000 et-slider-speed-4000')).toBeNull()
  })

  it('lets the class win over the speed field, and the field over the 10 ms fallback', () => {
    expect(slideshowSpeed('et_slider_speed_3000', 7000)).toBe(3000)
    expect(slideshowSpeed('slider-speed-12000', 5000)).toBe(12000)
    expect(slideshowSpeed('', 5000)).toBe(5000)
    expect(slideshowSpeed('x', 0)).toBe(10)
  })

  it('gives visitors at least a second per slide where the spec gives 10 ms or a tiny class number', () => {
    expect(autoplayDelay('moduleSlider', slideshowSpeed(null, null))).toBe(1000)
    expect(autoplayDelay('moduleSlider', slideshowSpeed('et_slider_speed_50', null))).toBe(1000)
    expect(autoplayDelay('moduleSlider', slideshowSpeed('et_slider_speed_4000', 7000))).toBe(4000)
  })
})
