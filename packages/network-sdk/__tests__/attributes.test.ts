import { describe, expect, it } from 'vitest'
import { toInt, validateAttributes } from '../src/attributes'
import { TagAttributeError } from '../src/errors'

describe('generic attribute validation', () => {
  it('applies transform to given values and defaultValue to missing or empty ones', () => {
    const rules = { width: { transform: toInt, defaultValue: 0 }, text: { defaultValue: 'x' } }
    expect(validateAttributes({ width: '300', text: undefined }, rules)).toEqual({
      width: 300,
      text: 'x',
    })
    expect(validateAttributes({ width: '', text: '' }, rules)).toEqual({ width: 0, text: 'x' })
  })

  it('matches with a function, a regular expression and a pattern string', () => {
    const fn = { a: { match: (v: string) => v === 'ok' } }
    const re = { a: { match: /^\d+$/ } }
    const str = { a: { match: '^[a-z]+$' } }
    expect(validateAttributes({ a: 'ok' }, fn)).toEqual({ a: 'ok' })
    expect(validateAttributes({ a: '12' }, re)).toEqual({ a: '12' })
    expect(validateAttributes({ a: 'abc' }, str)).toEqual({ a: 'abc' })
    expect(() => validateAttributes({ a: 'no' }, fn)).toThrow('a is not a valid a (no)')
    expect(() => validateAttributes({ a: '1x' }, re)).toThrow('a is not a valid a (1x)')
    expect(() => validateAttributes({ a: 'ABC' }, str)).toThrow('a is not a valid a (ABC)')
  })

  it('reports a missing required attribute', () => {
    expect(() => validateAttributes({}, { id: { required: true } })).toThrow(TagAttributeError)
    expect(() => validateAttributes({}, { id: { required: true } })).toThrow('id was not provided')
  })

  it('excuses a required attribute when one of its exceptions is present', () => {
    const rules = { company: { required: true, except: ['url'] }, url: {} }
    expect(validateAttributes({ url: 'https://x' }, rules)).toEqual({ url: 'https://x' })
    expect(() => validateAttributes({ url: '' }, rules)).toThrow('company was not provided')
  })

  it('uses custom messages', () => {
    const rules = {
      id: { required: true, match: /^\d+$/, messages: { missing: 'need id', invalid: 'bad id' } },
    }
    expect(() => validateAttributes({}, rules)).toThrow('need id')
    expect(() => validateAttributes({ id: 'x' }, rules)).toThrow('bad id')
  })

  it('turns non-numeric integers into 0', () => {
    expect(toInt('abc')).toBe(0)
    expect(toInt('250')).toBe(250)
  })
})
