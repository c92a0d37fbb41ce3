import { describe, expect, it } from 'vitest'

import { listingPageFromSegment, listingPageHref, splitListingSegments } from './listingPages'

describe('listing page addresses', () => {
  it('keeps page 1 at the listing’s own address and adds /sida/{n} for later pages', () => {
    expect(listingPageHref('/blogg', 1)).toBe('/blogg')
    expect(listingPageHref('/blogg', 2)).toBe('/blogg/sida/2')
    expect(listingPageHref('/moduler/', 3)).toBe('/moduler/sida/3')
    expect(listingPageHref('/', 1)).toBe('/')
    expect(listingPageHref('/', 2)).toBe('/sida/2')
  })

  it('reads a later page from its segment and refuses anything else', () => {
    expect(listingPageFromSegment('2')).toBe(2)
    expect(listingPageFromSegment('12')).toBe(12)
    expect(listingPageFromSegment('1')).toBeNull()
    expect(listingPageFromSegment('0')).toBeNull()
    expect(listingPageFromSegment('02')).toBeNull()
    expect(listingPageFromSegment('2x')).toBeNull()
    expect(listingPageFromSegment('99999999')).toBeNull()
    expect(listingPageFromSegment(undefined)).toBeNull()
  })

  it('splits catch-all segments into the page and the listing page', () => {
    expect(splitListingSegments(['moduler', 'sida', '2'])).toEqual({
      segments: ['moduler'],
      page: 2,
    })
    expect(splitListingSegments(['sida', '3'])).toEqual({ segments: [], page: 3 })
    expect(splitListingSegments(['moduler'])).toEqual({ segments: ['moduler'], page: 1 })
    expect(splitListingSegments([])).toEqual({ segments: [], page: 1 })
    // Not a listing page: left for the route to refuse.
    expect(splitListingSegments(['moduler', 'sida', '1'])).toEqual({
      segments: ['moduler', 'sida', '1'],
      page: 1,
    })
    expect(splitListingSegments(['sida'])).toEqual({ segments: ['sida'], page: 1 })
  })
})
