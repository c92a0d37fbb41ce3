import { describe, expect, it } from 'vitest'

import { pageCount, pageFromParam, pageItems, paginationWindow } from './pagination'

describe('pagination (spec 9.4)', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(13, 4)).toBe(4)
    expect(pageCount(12, 4)).toBe(3)
    expect(pageCount(0, 4)).toBe(1)
  })

  it('slices the items of a page', () => {
    const items = Array.from({ length: 13 }, (_, i) => i + 1)
    expect(pageItems(items, 1, 4)).toEqual([1, 2, 3, 4])
    expect(pageItems(items, 4, 4)).toEqual([13])
  })

  it('shows pages 1 to 4 at first: pages from 5 upward start hidden', () => {
    expect(paginationWindow(1, 10).visible).toEqual([1, 2, 3, 4])
    expect(paginationWindow(2, 10).visible).toEqual([1, 2, 3, 4])
  })

  it('moves a window of two pages either side of the current page', () => {
    expect(paginationWindow(3, 10).visible).toEqual([1, 2, 3, 4, 5])
    expect(paginationWindow(6, 10).visible).toEqual([4, 5, 6, 7, 8])
    expect(paginationWindow(10, 10).visible).toEqual([8, 9, 10])
  })

  it('never shows pages that do not exist', () => {
    expect(paginationWindow(1, 2).visible).toEqual([1, 2])
    expect(paginationWindow(1, 1).visible).toEqual([1])
  })

  it('hides previous on page 1 and next on the last page', () => {
    expect(paginationWindow(1, 4)).toMatchObject({ showPrevious: false, showNext: true })
    expect(paginationWindow(2, 4)).toMatchObject({ showPrevious: true, showNext: true })
    expect(paginationWindow(4, 4)).toMatchObject({ showPrevious: true, showNext: false })
    expect(paginationWindow(1, 1)).toMatchObject({ showPrevious: false, showNext: false })
  })

  it('reads a page parameter, falling back to 1', () => {
    expect(pageFromParam('3', 4)).toBe(3)
    expect(pageFromParam('5', 4)).toBe(1)
    expect(pageFromParam('0', 4)).toBe(1)
    expect(pageFromParam('x', 4)).toBe(1)
    expect(pageFromParam(undefined, 4)).toBe(1)
  })
})
