import { describe, expect, it } from 'vitest'

import { checkoutScrollTarget } from './checkoutScroll'

describe('checkoutScrollTarget', () => {
  it('puts the form 100 px plus the fixed header below the top of the window', () => {
    expect(checkoutScrollTarget(600, 200, 72)).toBe(628)
    expect(checkoutScrollTarget(600, 200, 0)).toBe(700)
  })

  it('never scrolls above the top of the page', () => {
    expect(checkoutScrollTarget(50, 0, 72)).toBe(0)
  })
})
