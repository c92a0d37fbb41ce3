import { describe, expect, it } from 'vitest'

import { carouselHostProps } from './carouselHostProps'

const base = {
  kind: 'carouselModule' as const,
  minItemWidth: 100,
  fallbackLabel: 'Karusell',
  builderMode: false,
  locale: 'sv' as const,
}

describe('carouselHostProps', () => {
  it('lays the carousel out by the column it sits in, with arrows and pagination by default', () => {
    expect(carouselHostProps({}, { ...base, columnType: '1_5' })).toMatchObject({
      kind: 'carouselModule',
      label: 'Karusell',
      columns: { rule: 'column', columnType: '1_5', minItemWidth: 100 },
      arrows: true,
      pagination: true,
      autoplay: null,
    })
  })

  it('leaves the speeds to the defaults when the module sets none', () => {
    const props = carouselHostProps({ autoplay: true }, base)
    expect(props.speed).toBeUndefined()
    expect(props.autoplay).toEqual({ delay: undefined, ignoreHover: false })
  })

  it('uses the configured name, speeds and controls', () => {
    expect(
      carouselHostProps(
        {
          label: 'Referenser',
          transitionSpeed: 800,
          autoplay: true,
          autoplaySpeed: 4000,
          showArrows: false,
          showPagination: false,
        },
        base,
      ),
    ).toMatchObject({
      label: 'Referenser',
      speed: 800,
      autoplay: { delay: 4000 },
      arrows: false,
      pagination: false,
    })
  })
})
