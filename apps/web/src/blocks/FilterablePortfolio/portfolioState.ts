import { pageCount, pageFromParam } from '@/ui/pagination'

/**
 * The filterable portfolio's state (spec 2.3, 3.6, 9.4): a category filter and a page, kept in the URL
 * hash as `#{moduleId}|{categorySlug}|{page}`. Pure functions, shared by the server render and the
 * island.
 */

/** The filter value that shows every project (the hash's category slug for "Alla"). */
export const ALL = 'all'

/** Posts-number when the editor left it empty. */
export const DEFAULT_POSTS_NUMBER = 10

/** The filter links support pure-CSS filtering without JavaScript for this many categories. */
export const NO_SCRIPT_FILTERS = 12

export type PortfolioState = { category: string; page: number }

export type PortfolioEntry = { categories: readonly string[] }

/** A project's class per category (spec 3.6: `project_category_{slug}`). */
export function categoryClass(slug: string): string {
  return `project_category_${slug}`
}

/** Items per page: posts-number; 0 means every project on a single page (spec 9.4). */
export function portfolioPerPage(postsNumber: number | null | undefined, total: number): number {
  if (postsNumber === 0) return Math.max(1, total)
  if (postsNumber == null || !Number.isFinite(postsNumber) || postsNumber < 0) {
    return DEFAULT_POSTS_NUMBER
  }
  return Math.max(1, Math.floor(postsNumber))
}

/** Indices of the entries the filter lets through, in order. */
export function filteredIndices(entries: readonly PortfolioEntry[], category: string): number[] {
  const indices: number[] = []
  entries.forEach((entry, index) => {
    if (category === ALL || entry.categories.includes(category)) indices.push(index)
  })
  return indices
}

/** Indices of the entries shown for a state: the filter, then the page. */
export function shownIndices(
  entries: readonly PortfolioEntry[],
  state: PortfolioState,
  perPage: number,
): number[] {
  const start = (state.page - 1) * perPage
  return filteredIndices(entries, state.category).slice(start, start + perPage)
}

export function pagesFor(
  entries: readonly PortfolioEntry[],
  category: string,
  perPage: number,
): number {
  return pageCount(filteredIndices(entries, category).length, perPage)
}

/**
 * The state a hash entry names: an unknown category falls back to every project, a page that the
 * filtered list does not have to page 1. A missing entry is the initial state.
 */
export function stateFromHash(
  params: readonly string[] | null,
  categorySlugs: readonly string[],
  entries: readonly PortfolioEntry[],
  perPage: number,
): PortfolioState {
  const [slug, page] = params ?? []
  const category = slug && categorySlugs.includes(slug) ? slug : ALL
  return { category, page: pageFromParam(page, pagesFor(entries, category, perPage)) }
}

/** The hash parameters of a state: `{categorySlug}|{page}`. */
export function hashParams(state: PortfolioState): [string, number] {
  return [state.category, state.page]
}

/** What the live region says after the filter changed, e.g. "Visar 4 projekt i Underhåll". */
export function filterAnnouncement(count: number, categoryTitle: string | null): string {
  return categoryTitle ? `Visar ${count} projekt i ${categoryTitle}` : `Visar alla ${count} projekt`
}

/** What the live region says after the page changed. */
export function pageAnnouncement(page: number, pages: number): string {
  return `Sida ${page} av ${pages}`
}
