import { describe, expect, it } from 'vitest'

import { sliderHostProps } from './hostProps'

const visitor = { builderMode: false, locale: 'sv' as const }

describe('sliderHostProps', () => {
  it('fades as a module slider with arrows and dots by default', () => {
    expect(sliderHostProps({}, visitor)).toMatchObject({
      kind: 'moduleSlider',
      label: 'Bildspel',
      arrows: true,
      pagination: true,
      autoplay: null,
    })
  })

  it('passes the autoplay speed and hover setting only when autoplay is on', () => {
    expect(
      sliderHostProps({ autoplay: true, autoplaySpeed: 5000, ignoreHover: true }, visitor).autoplay,
    ).toEqual({
      delay: 5000,
      ignoreHover: true,
    })
    expect(sliderHostProps({ autoplay: false, autoplaySpeed: 5000 }, visitor).autoplay).toBeNull()
  })

  it('takes the autoplay speed from a speed class before the field (spec 9.4)', () => {
    expect(
      sliderHostProps(
        {
          autoplay: true,
          autoplaySpeed: 7000,
          settings: { className: 'hero et_slider_speed_3500' },
        },
        visitor,
      ).autoplay?.delay,
    ).toBe(3500)
    expect(
      sliderHostProps(
        { autoplay: true, autoplaySpeed: 7000, settings: { className: 'slider-speed-9000' } },
        visitor,
      ).autoplay?.delay,
    ).toBe(9000)
    // Auto-rotate on, no class and the field cleared: the spec's 10 (the carousel keeps it to 1 s).
    expect(
      sliderHostProps({ autoplay: true, autoplaySpeed: null, settings: null }, visitor).autoplay
        ?.delay,
    ).toBe(10)
    // A speed class means nothing while autoplay is off.
    expect(
      sliderHostProps({ autoplay: false, settings: { className: 'et_slider_speed_3500' } }, visitor)
        .autoplay,
    ).toBeNull()
  })

  it('replaces the dots with the thumbnail carousel or nothing', () => {
    expect(sliderHostProps({ controls: 'thumbnails' }, visitor).pagination).toBe(false)
    expect(sliderHostProps({ controls: 'none', showArrows: false }, visitor)).toMatchObject({
      pagination: false,
      arrows: false,
    })
  })

  it('tells the carousel it is in the builder so autoplay and links stay off there', () => {
    expect(
      sliderHostProps({ autoplay: true }, { builderMode: true, locale: 'sv' }).builderMode,
    ).toBe(true)
  })
})
