import { describe, expect, it } from 'vitest'

import { pagerItems } from './pager'

const shape = (current: number, total: number) =>
  pagerItems(current, total)
    .map((item) => ('gap' in item ? '…' : String(item.page)))
    .join(' ')

describe('results pager', () => {
  it('has no links for a single page', () => {
    expect(pagerItems(1, 1)).toEqual([])
    expect(pagerItems(1, 0)).toEqual([])
  })

  it('shows every page when there are few', () => {
    expect(shape(1, 5)).toBe('1 2 3 4 5')
    expect(shape(4, 7)).toBe('1 2 3 4 5 6 7')
  })

  it('keeps first, last and two pages either side of the current one', () => {
    expect(shape(1, 20)).toBe('1 2 3 … 20')
    expect(shape(10, 20)).toBe('1 … 8 9 10 11 12 … 20')
    expect(shape(20, 20)).toBe('1 … 18 19 20')
  })

  it('shows a single left-out page instead of a gap', () => {
    expect(shape(5, 20)).toBe('1 2 3 4 5 6 7 … 20')
  })
})
