import { describe, expect, it } from 'vitest'

import { safeLocalPath } from './safeRedirect'

describe('safeLocalPath', () => {
  it('keeps paths on this site', () => {
    expect(safeLocalPath('/om-oss')).toBe('/om-oss')
    expect(safeLocalPath('/blogg/x?y=1#z')).toBe('/blogg/x?y=1#z')
  })

  it('refuses anything that could leave the site', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/a b',
      '',
      null,
    ]) {
      expect(safeLocalPath(bad as string)).toBe('/')
    }
  })
})
