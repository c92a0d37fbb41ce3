import { describe, expect, it } from 'vitest'

import { classNames, visibilityClasses } from './visibility'

describe('visibilityClasses', () => {
  it('maps each hidden device to its class', () => {
    expect(visibilityClasses(['phone', 'desktop'])).toEqual(['hide-on-phone', 'hide-on-desktop'])
    expect(visibilityClasses(null)).toEqual([])
  })

  it('joins only the class names that are set', () => {
    expect(classNames('module', false, null, 'x', undefined, '')).toBe('module x')
  })
})
