import { describe, expect, it } from 'vitest'

import { isCurrentPath, trappedFocusIndex } from './menuLogic'
import { menuTypeOf } from './menuTypes'

describe('isCurrentPath', () => {
  it('matches the same page with or without a trailing slash or percent-encoding', () => {
    expect(isCurrentPath('/om-oss', '/om-oss/')).toBe(true)
    expect(isCurrentPath('/industriunderh%C3%A5ll', '/industriunderhåll')).toBe(true)
    expect(isCurrentPath('/', '/')).toBe(true)
  })

  it('does not mark a parent section or another page as current', () => {
    expect(isCurrentPath('/', '/om-oss')).toBe(false)
    expect(isCurrentPath('/blogg', '/blogg/ett-inlagg')).toBe(false)
    expect(isCurrentPath('/%E0%A4%A', '/x')).toBe(false)
  })
})

describe('trappedFocusIndex', () => {
  it('wraps from the last element to the first and back', () => {
    expect(trappedFocusIndex(3, 4, false)).toBe(0)
    expect(trappedFocusIndex(0, 4, true)).toBe(3)
  })

  it('leaves moves inside the menu to the browser', () => {
    expect(trappedFocusIndex(1, 4, false)).toBeNull()
    expect(trappedFocusIndex(2, 4, true)).toBeNull()
  })

  it('brings focus that got outside back in', () => {
    expect(trappedFocusIndex(-1, 4, false)).toBe(0)
    expect(trappedFocusIndex(-1, 4, true)).toBe(3)
    expect(trappedFocusIndex(-1, 0, false)).toBeNull()
  })
})

describe('menuTypeOf', () => {
  it('reads the stored menu type, and the mobile menu for anything else', () => {
    expect(menuTypeOf('fullscreen')).toBe('fullscreen')
    expect(menuTypeOf('slide-in')).toBe('slide-in')
    expect(menuTypeOf(null)).toBe('mobile')
    expect(menuTypeOf('sidebar')).toBe('mobile')
  })
})
