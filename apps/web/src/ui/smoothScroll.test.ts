import { describe, expect, it } from 'vitest'

import { easeInOut, scrollDuration } from './smoothScroll'

describe('smooth scroll', () => {
  it('takes 800 ms up to 4000 px and 1600 ms beyond', () => {
    expect(scrollDuration(0)).toBe(800)
    expect(scrollDuration(4000)).toBe(800)
    expect(scrollDuration(4001)).toBe(1600)
  })

  it('eases from start to end', () => {
    expect(easeInOut(0)).toBe(0)
    expect(easeInOut(0.5)).toBe(0.5)
    expect(easeInOut(1)).toBe(1)
    expect(easeInOut(0.25)).toBeLessThan(0.25)
  })
})
