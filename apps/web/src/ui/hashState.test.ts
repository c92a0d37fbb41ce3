import { describe, expect, it } from 'vitest'

import {
  getHashEntry,
  moduleHashHref,
  parseHashState,
  sanitiseHash,
  serialiseHashState,
  updateHashEntry,
} from './hashState'

describe('hash state (spec 2.3)', () => {
  it('parses one entry per module, joined by ||, parameters split by |', () => {
    expect(parseHashState('#galleri|3||projekt|underhall|2||flikar|1')).toEqual([
      { id: 'galleri', params: ['3'] },
      { id: 'projekt', params: ['underhall', '2'] },
      { id: 'flikar', params: ['1'] },
    ])
  })

  it('parses an empty hash and a plain anchor', () => {
    expect(parseHashState('')).toEqual([])
    expect(parseHashState('#')).toEqual([])
    expect(parseHashState('#kontakta-oss')).toEqual([{ id: 'kontakta-oss', params: [] }])
  })

  it('drops empty entries', () => {
    expect(parseHashState('#||galleri|2||')).toEqual([{ id: 'galleri', params: ['2'] }])
    expect(parseHashState('#|3')).toEqual([])
  })

  it('serialises entries back to the same text', () => {
    const hash = 'galleri|3||projekt|underhall|2'
    expect(serialiseHashState(parseHashState(hash))).toBe(hash)
    expect(serialiseHashState([])).toBe('')
    expect(serialiseHashState([{ id: 'a', params: [] }])).toBe('a')
  })

  it('strips characters other than letters, digits, -, _ and |', () => {
    expect(sanitiseHash('#galleri|3')).toBe('galleri|3')
    expect(sanitiseHash('#gal<script>leri|3"')).toBe('galscriptleri|3')
    expect(sanitiseHash('#a b%20c|ö|x_y-z')).toBe('abc||x_y-z')
    expect(sanitiseHash('#galleri|2%3Cb%3E')).toBe('galleri|2b')
    expect(sanitiseHash('#100%|2')).toBe('100|2')
    expect(parseHashState('#galleri|3<img>||x')).toEqual([
      { id: 'galleri', params: ['3img'] },
      { id: 'x', params: [] },
    ])
  })

  it("reads one module's parameters", () => {
    expect(getHashEntry('#a|1||galleri|4', 'galleri')).toEqual(['4'])
    expect(getHashEntry('#a|1', 'galleri')).toBeNull()
  })

  it("updates one module's entry in place and keeps the others", () => {
    expect(updateHashEntry('#a|1||galleri|2||b|x|y', 'galleri', [3])).toBe('a|1||galleri|3||b|x|y')
  })

  it('appends an entry for a module not yet in the hash', () => {
    expect(updateHashEntry('#flikar|2', 'galleri', [3])).toBe('flikar|2||galleri|3')
    expect(updateHashEntry('', 'galleri', [1])).toBe('galleri|1')
  })

  it('removes an entry when given null', () => {
    expect(updateHashEntry('#a|1||galleri|2', 'galleri', null)).toBe('a|1')
    expect(updateHashEntry('#a|1', 'galleri', null)).toBe('a|1')
  })

  it('keeps separators out of parameters', () => {
    expect(updateHashEntry('', 'p', ['under|håll', 2])).toBe('p|underhll|2')
  })

  it('writes link hrefs with the separator escaped, and reads them back as the spec format', () => {
    expect(moduleHashHref('galleri', [3])).toBe('#galleri%7C3')
    expect(moduleHashHref('projekt', ['underhall', 2])).toBe('#projekt%7Cunderhall%7C2')
    expect(getHashEntry(moduleHashHref('projekt', ['underhall', 2]), 'projekt')).toEqual([
      'underhall',
      '2',
    ])
  })
})
