import { describe, expect, it } from 'vitest'

import { carouselColumns, fitColumns, portfolioColumns, portfolioItemHeight } from './columns'

describe('carouselColumns', () => {
  it('shows 3 items by default', () => {
    for (const type of ['1_2', '1_3', '1_4', '2_5', '3_8'])
      expect(carouselColumns(type, 1280)).toBe(3)
  })

  it('shows 4 in full-width and wide columns once the window is 768 px or wider', () => {
    for (const type of ['1_1', '3_4', '2_3', '5_8']) {
      expect(carouselColumns(type, 768)).toBe(4)
      expect(carouselColumns(type, 1920)).toBe(4)
      expect(carouselColumns(type, 767)).toBe(3)
    }
  })

  it('treats a missing column type as full width', () => {
    expect(carouselColumns(undefined, 1024)).toBe(4)
    expect(carouselColumns('', 500)).toBe(3)
  })

  it('shows 4 in 3/5 columns whatever the window', () => {
    expect(carouselColumns('3_5', 1280)).toBe(4)
    expect(carouselColumns('3_5', 400)).toBe(4)
  })

  it('shows 2 in 1/5 and 1/6 columns', () => {
    expect(carouselColumns('1_5', 1280)).toBe(2)
    expect(carouselColumns('1_6', 1280)).toBe(2)
    expect(carouselColumns('1_6', 500)).toBe(2)
  })
})

describe('fitColumns', () => {
  it('keeps the count while items stay at least the minimum width', () => {
    expect(fitColumns(4, 1080, 160)).toBe(4)
  })

  it('drops columns in narrow containers but never below one', () => {
    expect(fitColumns(3, 335, 160)).toBe(2)
    expect(fitColumns(3, 100, 160)).toBe(1)
  })

  it('leaves the count alone when the width is not known yet', () => {
    expect(fitColumns(3, 0, 160)).toBe(3)
  })
})

describe('portfolioColumns', () => {
  it.each([
    [1920, 5],
    [1600, 5],
    [1599, 4],
    [1024, 4],
    [1023, 3],
    [768, 3],
    [767, 2],
    [480, 2],
    [479, 1],
    [320, 1],
  ])('gives a %i px wide carousel %i columns', (width, columns) => {
    expect(portfolioColumns(width)).toBe(columns)
  })
})

describe('portfolioItemHeight', () => {
  it('is three quarters of the column width', () => {
    expect(portfolioItemHeight(320)).toBe(240)
    expect(portfolioItemHeight(255)).toBe(191)
  })
})
