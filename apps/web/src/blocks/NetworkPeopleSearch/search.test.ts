import { describe, expect, it } from 'vitest'

import {
  parseSearchResult,
  resultCountText,
  searchParams,
  toggleBucket,
  withSelected,
} from './search'

describe('people search', () => {
  it('ticks and unticks buckets, dropping a facet left empty', () => {
    let selection = toggleBucket({}, 'location', 'Västerås')
    selection = toggleBucket(selection, 'location', 'Luleå')
    selection = toggleBucket(selection, 'industry', 'Automation')
    expect(selection).toEqual({ location: ['Västerås', 'Luleå'], industry: ['Automation'] })
    selection = toggleBucket(selection, 'location', 'Västerås')
    selection = toggleBucket(selection, 'industry', 'Automation')
    expect(selection).toEqual({ location: ['Luleå'] })
  })

  it('sends keywords, page size and one facet parameter per facet with a choice', () => {
    expect(
      searchParams('  underhåll ', { location: ['Västerås', 'Luleå'], school: ['301'] }, 10),
    ).toEqual({
      count: 10,
      keywords: 'underhåll',
      facet: ['location,Västerås,Luleå', 'school,301'],
    })
    expect(searchParams('', {}, 5)).toEqual({ count: 5 })
    // A comma would split the value in the API's format: such a bucket is not sent.
    expect(searchParams('', { location: ['A,B'] }, 5)).toEqual({ count: 5 })
  })

  it('reads people, the number of results and the facets that have buckets, in form order', () => {
    const result = parseSearchResult(
      [
        {
          id: 'mtAnnaL7f3a9Q',
          firstName: 'Anna',
          lastName: 'Lindqvist',
          headline: 'Underhållschef',
          location: { name: 'Västerås' },
        },
        { id: 'x', firstName: '', lastName: '' },
      ],
      {
        numResults: 7,
        facets: {
          values: [
            {
              code: 'location',
              name: 'Ort',
              buckets: { values: [{ code: 'Västerås', name: 'Västerås', count: 5 }] },
            },
            { code: 'school', name: 'Skola', buckets: { values: [] } },
            {
              code: 'current-company',
              name: 'Nuvarande företag',
              buckets: {
                values: [{ code: '1001', name: 'Norrberg Industriservice AB', count: 4 }],
              },
            },
          ],
        },
      },
    )
    expect(result).toEqual({
      total: 7,
      people: [
        {
          id: 'mtAnnaL7f3a9Q',
          name: 'Anna Lindqvist',
          headline: 'Underhållschef',
          location: 'Västerås',
        },
      ],
      facets: [
        {
          code: 'current-company',
          name: 'Nuvarande företag',
          buckets: [{ code: '1001', name: 'Norrberg Industriservice AB', count: 4 }],
        },
        {
          code: 'location',
          name: 'Ort',
          buckets: [{ code: 'Västerås', name: 'Västerås', count: 5 }],
        },
      ],
    })
  })

  it('copes with an answer without meta', () => {
    expect(parseSearchResult(undefined, {})).toEqual({ total: 0, people: [], facets: [] })
  })

  it('says how many were found, and how many are shown when not all', () => {
    expect(resultCountText(0, 0)).toBe('Ingen person matchar sökningen.')
    expect(resultCountText(1, 1)).toBe('1 person hittades.')
    expect(resultCountText(12, 12)).toBe('12 personer hittades.')
    expect(resultCountText(12, 10)).toBe('12 personer hittades. Visar de 10 första.')
  })

  it('keeps a ticked bucket the answer no longer lists, so it can be unticked', () => {
    const facets = [
      { code: 'location', name: 'Ort', buckets: [{ code: 'Luleå', name: 'Luleå', count: 2 }] },
    ]
    expect(withSelected(facets, { location: ['Luleå', 'Västerås'] })[0]?.buckets).toEqual([
      { code: 'Luleå', name: 'Luleå', count: 2 },
      { code: 'Västerås', name: 'Västerås', count: 0 },
    ])
    expect(withSelected(facets, {})).toEqual(facets)
  })
})
