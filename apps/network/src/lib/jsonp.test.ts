import { describe, expect, it } from 'vitest'
import { cleanCallback, jsonpBody } from './jsonp.js'

describe('cleanCallback', () => {
  it('accepts plain and dotted identifiers, trimmed', () => {
    expect(cleanCallback('cb')).toBe('cb')
    expect(cleanCallback('IN.Tags.Share.handleCount')).toBe('IN.Tags.Share.handleCount')
    expect(cleanCallback('$jsonp_12')).toBe('$jsonp_12')
    expect(cleanCallback('  cb_1  ')).toBe('cb_1')
  })

  it.each([
    ['alert(1)'],
    ['a-b'],
    ['a..b'],
    ['a.'],
    ['.a'],
    ['1abc'],
    ['a;b'],
    ['a b'],
    ['<script>'],
    ['cb//'],
    ["a['b']"],
    [''],
    ['   '],
    ['x'.repeat(129)],
  ])('refuses %j', (name) => {
    expect(cleanCallback(name)).toBeUndefined()
  })

  it('accepts a name of exactly 128 characters', () => {
    expect(cleanCallback('x'.repeat(128))).toBe('x'.repeat(128))
  })
})

describe('jsonpBody', () => {
  it('calls the callback with the JSON payload', () => {
    expect(jsonpBody('IN.cb', { url: 'https://a.se/', count: 3 })).toBe(
      'IN.cb({"url":"https://a.se/","count":3});',
    )
  })
})
