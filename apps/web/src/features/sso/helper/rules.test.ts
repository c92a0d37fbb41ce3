import crypto from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { isInHost, openerTarget, popupFeatures, popupGeometry, uuidV4, withQuery } from './rules'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('popup geometry (spec 9.1)', () => {
  it('is 600 x 535 centred on the available screen', () => {
    expect(popupGeometry({ availWidth: 1920, availHeight: 1040 })).toEqual({
      width: 600,
      height: 535,
      left: 660,
      top: 252,
    })
  })

  it('centres on a second screen that starts to the right', () => {
    expect(
      popupGeometry({ availWidth: 1280, availHeight: 1000, availLeft: 1920, availTop: 0 }),
    ).toEqual({
      width: 600,
      height: 535,
      left: 2260,
      top: 232,
    })
  })

  it('is clamped to a screen smaller than the popup', () => {
    expect(popupGeometry({ availWidth: 360, availHeight: 500 })).toEqual({
      width: 360,
      height: 500,
      left: 0,
      top: 0,
    })
    expect(popupFeatures(popupGeometry({ availWidth: 360, availHeight: 500 }))).toBe(
      'width=360,height=500,left=0,top=0',
    )
  })
})

describe('host detection (spec 4.1)', () => {
  it('counts the stored host flag or one of the two host window names', () => {
    expect(isInHost('msteams', '')).toBe(true)
    expect(isInHost(null, 'embedded-page-container')).toBe(true)
    expect(isInHost(null, 'extension-tab-frame')).toBe(true)
  })

  it('does not count other frames', () => {
    expect(isInHost(null, '')).toBe(false)
    expect(isInHost(null, 'smedja-sso')).toBe(false)
    expect(isInHost('', 'Embedded-Page-Container')).toBe(false)
  })
})

describe('where the opener goes (spec 4.1 step 6)', () => {
  it('goes to the stored target', () => {
    expect(openerTarget('https://www.example.se/medlem?x=1#a', false, 'https:', null)).toEqual({
      go: 'https://www.example.se/medlem?x=1#a',
    })
  })

  it('gives a target without protocol the page protocol', () => {
    expect(openerTarget('www.example.se/medlem', false, 'http:', null)).toEqual({
      go: 'http://www.example.se/medlem',
    })
    expect(openerTarget('//www.example.se/medlem', false, 'https:', null)).toEqual({
      go: 'https://www.example.se/medlem',
    })
  })

  it('uses the server-relative path inside the host', () => {
    expect(openerTarget('https://www.example.se/medlem?x=1#a', true, 'https:', null)).toEqual({
      go: '/medlem?x=1#a',
    })
    expect(openerTarget('https://www.example.se', true, 'https:', null)).toEqual({ go: '/' })
    expect(openerTarget('www.example.se/sida', true, 'https:', null)).toEqual({ go: '/sida' })
  })

  it('falls back to siteUrl, then to a reload', () => {
    expect(openerTarget(null, false, 'https:', 'https://www.example.se/')).toEqual({
      go: 'https://www.example.se/',
    })
    expect(openerTarget('', true, 'https:', null)).toEqual({ reload: true })
  })
})

describe('cache-buster (spec 3.1, 9.1)', () => {
  it('is a random version-4 UUID from randomUUID', () => {
    const a = uuidV4(crypto.webcrypto as never)
    const b = uuidV4(crypto.webcrypto as never)
    expect(a).toMatch(UUID_V4)
    expect(a).not.toBe(b)
  })

  it('is a version-4 UUID from getRandomValues where randomUUID is missing', () => {
    const getRandomValues = <T extends Uint8Array>(array: T): T => crypto.getRandomValues(array)
    const values = new Set(Array.from({ length: 50 }, () => uuidV4({ getRandomValues })))
    expect(values.size).toBe(50)
    for (const value of values) expect(value).toMatch(UUID_V4)
    const zeros = uuidV4({ getRandomValues: (a) => a.fill(0) })
    expect(zeros).toBe('00000000-0000-4000-8000-000000000000')
  })

  it('is added to a URL with or without a query', () => {
    expect(withQuery('https://x.se/', { cb: 'u' })).toBe('https://x.se/?cb=u')
    expect(withQuery('https://x.se/?a=1#h', { cb: 'u', b: 'a b' })).toBe(
      'https://x.se/?a=1&cb=u&b=a%20b',
    )
  })
})
