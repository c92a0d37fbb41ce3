import { describe, expect, it } from 'vitest'

import {
  cachedResultsPath,
  normaliseQuery,
  readResultsPath,
  resultsPage,
  searchHref,
} from './routing'

const params = (search: string) => new URLSearchParams(search)

describe('search addresses', () => {
  it('normalises the query: NFC, single spaces, trimmed, at most 100 characters', () => {
    expect(normaliseQuery('  Underhåll \n  av   pumpar ')).toBe('Underhåll av pumpar')
    expect(normaliseQuery('a\u030a')).toBe('å')
    expect(normaliseQuery('x'.repeat(150))).toHaveLength(100)
  })

  it('reads page numbers 1…1000 and falls back to 1', () => {
    expect(resultsPage('3')).toBe(3)
    expect(resultsPage('2.7')).toBe(2)
    expect(resultsPage('0')).toBe(1)
    expect(resultsPage('-4')).toBe(1)
    expect(resultsPage('abc')).toBe(1)
    expect(resultsPage(null)).toBe(1)
    expect(resultsPage('99999')).toBe(1000)
  })

  it('maps /sok?q=…&sida=… to one cached path per normalised query and page, and back', () => {
    const path = cachedResultsPath(params('q=+Underh%C3%A5ll++pumpar&sida=2'))
    expect(path).toBe(cachedResultsPath(params('q=Underh%C3%A5ll%20pumpar&sida=2')))
    expect(path).toMatch(/^\/sok\/[A-Za-z0-9_-]+\/2$/)
    const [, , encoded, page] = path!.split('/')
    expect(readResultsPath(encoded!, page!)).toEqual({ query: 'Underhåll pumpar', page: 2 })
  })

  it('keeps characters that mean something in a path out of it', () => {
    const path = cachedResultsPath(params(`q=${encodeURIComponent('a/b?c#d%e..')}`))!
    expect(path.split('/')).toHaveLength(4)
    const [, , encoded, page] = path.split('/')
    expect(readResultsPath(encoded!, page!)?.query).toBe('a/b?c#d%e..')
  })

  it('asks for no search without a query', () => {
    expect(cachedResultsPath(params(''))).toBeNull()
    expect(cachedResultsPath(params('q=%20%20'))).toBeNull()
  })

  it('refuses paths the proxy would not make: other encodings, unnormalised queries, odd pages', () => {
    expect(readResultsPath('!!', '1')).toBeNull()
    expect(readResultsPath(btoa(' spaced ').replace(/=+$/, ''), '1')).toBeNull()
    expect(readResultsPath('dGVzdA', '01')).toBeNull()
    expect(readResultsPath('dGVzdA', '1')).toEqual({ query: 'test', page: 1 })
    expect(readResultsPath('_w', '1')).toBeNull() // not UTF-8
  })

  it('writes the visible address of a results page', () => {
    expect(searchHref('pump & ventil')).toBe('/sok?q=pump+%26+ventil')
    expect(searchHref('pump', 3)).toBe('/sok?q=pump&sida=3')
  })
})
