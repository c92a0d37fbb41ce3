import { describe, expect, it } from 'vitest'

import { pageOfProducts } from './grid'

const p = (id: number, ...cats: string[]) => ({ id, categories: cats.map((slug) => ({ slug })) })
const all = [p(1, 'a'), p(2, 'b'), p(3, 'a', 'b'), p(4, 'a'), p(5)]

describe('pageOfProducts', () => {
  it('pages through every product', () => {
    expect(pageOfProducts(all, null, 1, 2)).toEqual({
      items: [all[0], all[1]],
      page: 1,
      totalPages: 3,
    })
    expect(pageOfProducts(all, null, 3, 2).items).toEqual([all[4]])
  })

  it('filters by category before paging and keeps the page in range', () => {
    const res = pageOfProducts(all, 'a', 9, 2)
    expect(res.page).toBe(2)
    expect(res.totalPages).toBe(2)
    expect(res.items.map((x) => x.id)).toEqual([4])
    expect(pageOfProducts(all, 'none', 1, 2)).toEqual({ items: [], page: 1, totalPages: 1 })
  })
})
