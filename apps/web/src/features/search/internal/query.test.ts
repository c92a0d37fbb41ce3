import { describe, expect, it } from 'vitest'

import { fts5Query, MAX_TERMS, parseSearchQuery, tsQuery } from './query'

describe('search query parsing', () => {
  it('splits a query into lower-case words, each once, keeping å, ä and ö', () => {
    expect(parseSearchQuery('  Underhåll av PUMPAR, underhåll ')).toEqual([
      'underhåll',
      'av',
      'pumpar',
    ])
    expect(parseSearchQuery('Ölands äng')).toEqual(['ölands', 'äng'])
  })

  it('turns operators and syntax into plain words or drops them', () => {
    expect(parseSearchQuery('"pump" AND -ventil OR NOT (olja*) NEAR/2 x:y')).toEqual([
      'pump',
      'and',
      'ventil',
      'or',
      'not',
      'olja',
      'near',
      '2',
    ])
    expect(parseSearchQuery(`'; DROP TABLE site_search; --`)).toEqual([
      'drop',
      'table',
      'site',
      'search',
    ])
    expect(parseSearchQuery('*** "" -- ^ :* & | !')).toEqual([])
  })

  it('drops one-letter words but keeps numbers of any length', () => {
    expect(parseSearchQuery('a i 5 SKF 6205')).toEqual(['5', 'skf', '6205'])
  })

  it('composes decomposed letters (NFC), so a typed å equals a stored å', () => {
    expect(parseSearchQuery('underha\u030All')).toEqual(['underhåll'])
  })

  it(`keeps at most ${MAX_TERMS} words and reads at most 100 characters`, () => {
    expect(parseSearchQuery('ab cd ef gh ij kl mn op qr st')).toHaveLength(MAX_TERMS)
    expect(parseSearchQuery(`${'x'.repeat(99)} pump`)).toEqual(['x'.repeat(40)])
  })
})

describe('engine query syntax', () => {
  it('FTS5: every word a quoted prefix, all required', () => {
    expect(fts5Query(['underhåll', 'and', 'pump'])).toBe('"underhåll"* AND "and"* AND "pump"*')
  })

  it('tsquery: every word a prefix, all required', () => {
    expect(tsQuery(['underhåll', 'pump'])).toBe('underhåll:* & pump:*')
  })

  it('never puts a quote, operator or bracket from the input into a query', () => {
    const nasty = `"a" 'b' * - + ( ) : ^ & | ! < > \\ NEAR(x y) col:val {title} "unclosed`
    const terms = parseSearchQuery(nasty)
    for (const term of terms) expect(term).toMatch(/^[\p{L}\p{N}\p{M}]+$/u)
    expect(fts5Query(terms).replace(/"[\p{L}\p{N}\p{M}]+"\*/gu, '')).toMatch(/^( AND )*$/)
    expect(tsQuery(terms).replace(/[\p{L}\p{N}\p{M}]+:\*/gu, '')).toMatch(/^( & )*$/)
  })
})
