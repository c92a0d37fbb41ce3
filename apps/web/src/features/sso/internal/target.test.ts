import { describe, expect, it, vi } from 'vitest'

import { signInTarget } from './target'

const SITE = 'https://www.example.se'

describe('signInTarget (open redirects)', () => {
  it('keeps a path or a URL on the site itself, as a path', () => {
    const log = vi.fn()
    expect(signInTarget('/medlemmar?a=1#b', SITE, '/', log)).toBe('/medlemmar?a=1#b')
    expect(signInTarget('https://www.example.se/medlemmar', SITE, '/', log)).toBe('/medlemmar')
    expect(log).not.toHaveBeenCalled()
  })

  it.each([
    ['//evil.example', false],
    ['//evil.example/medlemmar', false],
    ['/\\evil.example', false],
    ['https://evil.example', true],
    ['https://www.example.se.evil.example/', true],
    ['http://www.example.se/', true],
    ['javascript:alert(document.cookie)', true],
    ['data:text/html,x', true],
  ])('refuses %j and sends the visitor to the fallback', (value, logs) => {
    const log = vi.fn()
    expect(signInTarget(value, SITE, '/sida', log)).toBe('/sida')
    if (logs)
      expect(log).toHaveBeenCalledWith(
        'pRedirectTo parameter ignored because it is not a valid (encoded) URL',
      )
  })

  it('never returns an unsafe fallback', () => {
    expect(signInTarget(null, SITE, '//evil.example', vi.fn())).toBe('/')
  })
})
