import { describe, expect, it } from 'vitest'

import {
  ALL,
  categoryClass,
  filterAnnouncement,
  filteredIndices,
  hashParams,
  pageAnnouncement,
  pagesFor,
  portfolioPerPage,
  shownIndices,
  stateFromHash,
} from './portfolioState'

// Ten projects: six in "underhall", three in "analys" (one in both), two in "installation".
const entries = [
  { categories: ['underhall'] },
  { categories: ['installation'] },
  { categories: ['analys', 'underhall'] },
  { categories: ['underhall'] },
  { categories: ['analys'] },
  { categories: ['underhall'] },
  { categories: ['installation'] },
  { categories: ['underhall'] },
  { categories: ['analys'] },
  { categories: ['underhall'] },
]
const slugs = ['underhall', 'installation', 'analys']

describe('filterable portfolio state (spec 2.3, 3.6, 9.4)', () => {
  it('uses posts-number per page; 0 puts every project on one page', () => {
    expect(portfolioPerPage(4, 10)).toBe(4)
    expect(portfolioPerPage(0, 10)).toBe(10)
    expect(portfolioPerPage(0, 0)).toBe(1)
    expect(portfolioPerPage(null, 10)).toBe(10)
    expect(portfolioPerPage(undefined, 30)).toBe(10)
    expect(portfolioPerPage(-2, 30)).toBe(10)
  })

  it('names the category class of a project as project_category_{slug}', () => {
    expect(categoryClass('underhall')).toBe('project_category_underhall')
  })

  it('filters by category, keeping the order; "all" lets everything through', () => {
    expect(filteredIndices(entries, 'analys')).toEqual([2, 4, 8])
    expect(filteredIndices(entries, ALL)).toHaveLength(10)
    expect(filteredIndices(entries, 'okand')).toEqual([])
  })

  it('pages the filtered list', () => {
    expect(pagesFor(entries, 'underhall', 4)).toBe(2)
    expect(shownIndices(entries, { category: 'underhall', page: 2 }, 4)).toEqual([7, 9])
    expect(shownIndices(entries, { category: ALL, page: 3 }, 4)).toEqual([8, 9])
    expect(pagesFor(entries, 'installation', 4)).toBe(1)
  })

  it('reads `{categorySlug}|{page}` from the hash entry', () => {
    expect(stateFromHash(['underhall', '2'], slugs, entries, 4)).toEqual({
      category: 'underhall',
      page: 2,
    })
    expect(stateFromHash(['all', '3'], slugs, entries, 4)).toEqual({ category: ALL, page: 3 })
  })

  it('falls back to every project and page 1 for what it does not know', () => {
    expect(stateFromHash(null, slugs, entries, 4)).toEqual({ category: ALL, page: 1 })
    expect(stateFromHash(['okand', '2'], slugs, entries, 4)).toEqual({ category: ALL, page: 2 })
    // "installation" has one page only.
    expect(stateFromHash(['installation', '2'], slugs, entries, 4)).toEqual({
      category: 'installation',
      page: 1,
    })
    expect(stateFromHash(['analys'], slugs, entries, 4)).toEqual({ category: 'analys', page: 1 })
  })

  it('writes the state back as hash parameters', () => {
    expect(hashParams({ category: 'analys', page: 1 })).toEqual(['analys', 1])
  })

  it('announces the filter result and the page in Swedish', () => {
    expect(filterAnnouncement(4, 'Underhåll')).toBe('Visar 4 projekt i Underhåll')
    expect(filterAnnouncement(10, null)).toBe('Visar alla 10 projekt')
    expect(pageAnnouncement(2, 3)).toBe('Sida 2 av 3')
  })
})
