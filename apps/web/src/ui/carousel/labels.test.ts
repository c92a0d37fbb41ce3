import { describe, expect, it } from 'vitest'

import { carouselLabels, fillLabel } from './labels'

describe('carousel labels', () => {
  it("are the spec's English texts and their Swedish translations", () => {
    expect(carouselLabels.en).toMatchObject({
      prev: 'Previous slide',
      next: 'Next slide',
      goTo: 'Go to slide {{index}}',
    })
    expect(carouselLabels.sv).toMatchObject({
      prev: 'Föregående bild',
      next: 'Nästa bild',
      goTo: 'Gå till bild {{index}}',
    })
  })

  it('fills in the placeholders and leaves unknown ones alone', () => {
    expect(fillLabel(carouselLabels.sv.goTo, { index: 2 })).toBe('Gå till bild 2')
    expect(fillLabel(carouselLabels.sv.slideOf, { index: 1, slidesLength: 4 })).toBe('1 av 4')
    expect(fillLabel('{{index}} {{x}}', { index: 3 })).toBe('3 {{x}}')
  })
})
