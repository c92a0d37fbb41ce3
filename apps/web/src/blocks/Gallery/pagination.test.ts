import { describe, expect, it } from 'vitest'

import { itemsPerPage } from './pagination'

// The page arithmetic and the window rule are the shared ones: ui/pagination.test.ts pins them.
describe('gallery pagination (spec 9.4)', () => {
  it('uses 4 items per page when the setting is unset or 0', () => {
    expect(itemsPerPage(undefined)).toBe(4)
    expect(itemsPerPage(null)).toBe(4)
    expect(itemsPerPage(0)).toBe(4)
    expect(itemsPerPage(-3)).toBe(4)
    expect(itemsPerPage(6)).toBe(6)
  })
})
