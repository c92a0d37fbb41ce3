import { describe, expect, it } from 'vitest'

import { cachedListingPath, listingHref, readListingPath } from './routing'

describe('shop listing addresses', () => {
  it('rewrites the visible address to the path of its category and page', () => {
    expect(cachedListingPath(new URLSearchParams(''))).toBe('/butik/_alla/1')
    expect(cachedListingPath(new URLSearchParams('kategori=filter&sida=2'))).toBe('/butik/filter/2')
    // Anything that is not a slug or a page number is "all" and page 1, as the page always showed it.
    expect(cachedListingPath(new URLSearchParams('kategori=../admin&sida=x'))).toBe(
      '/butik/_alla/1',
    )
    expect(cachedListingPath(new URLSearchParams('sida=99999'))).toBe('/butik/_alla/1000')
  })

  it('reads back only the paths the proxy makes, so each page has one cache entry', () => {
    expect(readListingPath('_alla', '1')).toEqual({ category: null, page: 1 })
    expect(readListingPath('filter', '3')).toEqual({ category: 'filter', page: 3 })
    expect(readListingPath('filter', '03')).toBeNull()
    expect(readListingPath('Filter', '1')).toBeNull()
    expect(readListingPath('alla', '0')).toBeNull()
  })

  it('writes visible addresses without defaults', () => {
    expect(listingHref(null)).toBe('/butik')
    expect(listingHref('filter')).toBe('/butik?kategori=filter')
    expect(listingHref(null, 2)).toBe('/butik?sida=2')
    for (const [category, page] of [
      [null, 1],
      ['filter', 4],
    ] as const) {
      const [, , segment, number] = cachedListingPath(
        new URL(listingHref(category, page), 'http://x').searchParams,
      ).split('/')
      expect(readListingPath(segment!, number!)).toEqual({ category, page })
    }
  })
})
