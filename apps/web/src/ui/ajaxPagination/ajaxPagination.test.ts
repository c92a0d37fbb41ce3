import { describe, expect, it } from 'vitest'

import {
  ajaxCacheKey,
  isListingLink,
  listingAddress,
  pageAddress,
  replyDecision,
  stateWithListing,
} from './ajaxPagination'

const base = 'https://example.se/moduler#galleri|2'

describe('ajax pagination (spec 7.3 item 5)', () => {
  it('caches per address and module, whatever the hash', () => {
    expect(ajaxCacheKey('/moduler/sida/2', 'blogglista', base)).toBe(
      'https://example.se/moduler/sida/2 blogglista',
    )
    expect(ajaxCacheKey('/moduler/sida/2#flikar|1', 'blogglista', base)).toBe(
      ajaxCacheKey('https://example.se/moduler/sida/2', 'blogglista', base),
    )
    expect(ajaxCacheKey('/moduler/sida/2', 'nyheter', base)).not.toBe(
      ajaxCacheKey('/moduler/sida/2', 'blogglista', base),
    )
    expect(ajaxCacheKey('/blogg?x=1', 'b', base)).toBe('https://example.se/blogg?x=1 b')
  })

  it('drops only the fragment of an address', () => {
    expect(pageAddress('/blogg/sida/3?a=b#x', base)).toBe('https://example.se/blogg/sida/3?a=b')
  })

  it('handles same-origin links to another page only', () => {
    expect(isListingLink('/moduler/sida/2', base)).toBe(true)
    expect(isListingLink('https://other.example/moduler/sida/2', base)).toBe(false)
    expect(isListingLink('/moduler#blogglista', base)).toBe(false)
  })

  it('swaps the container of a 200 or a 404 reply and navigates otherwise', () => {
    expect(replyDecision(200, true)).toBe('swap')
    expect(replyDecision(404, true)).toBe('swap')
    // The site's 404 page has no listing in it: the visitor is taken there.
    expect(replyDecision(404, false)).toBe('navigate')
    expect(replyDecision(200, false)).toBe('navigate')
    expect(replyDecision(500, true)).toBe('navigate')
  })

  it('records each module’s shown address in the history state, keeping the rest', () => {
    const framework = { __NA: true, tree: ['x'] }
    const first = stateWithListing(framework, 'a', '/moduler/sida/2')
    expect(first).toEqual({ __NA: true, tree: ['x'], ajaxListing: { a: '/moduler/sida/2' } })
    const second = stateWithListing(first, 'b', '/moduler/sida/3')
    expect(second.ajaxListing).toEqual({ a: '/moduler/sida/2', b: '/moduler/sida/3' })
    expect(stateWithListing(null, 'a', '/x')).toEqual({ ajaxListing: { a: '/x' } })
  })

  it('reads the address a module shows for an entry, or the loaded one', () => {
    const state = stateWithListing({}, 'a', '/moduler/sida/2')
    expect(listingAddress(state, 'a', '/moduler')).toBe('/moduler/sida/2')
    expect(listingAddress(state, 'b', '/moduler')).toBe('/moduler')
    expect(listingAddress(null, 'a', '/moduler')).toBe('/moduler')
    expect(listingAddress({ ajaxListing: 'junk' }, 'a', '/moduler')).toBe('/moduler')
  })
})
