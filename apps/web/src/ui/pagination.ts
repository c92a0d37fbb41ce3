/**
 * Page arithmetic and the pagination window shared by every paged module: the gallery grid and the
 * filterable portfolio (pages in the URL hash) and the blog listing (pages as real addresses).
 */

/** Pages this far either side of the current page stay visible. */
const WINDOW = 2
/** The first pages visible before the visitor has moved: pages from 5 upward start hidden. */
const INITIAL_VISIBLE = 4

export function pageCount(items: number, perPage: number): number {
  return Math.max(1, Math.ceil(items / perPage))
}

/** The 1-based page from a hash parameter, or 1 when it is missing, not a number or out of range. */
export function pageFromParam(param: string | null | undefined, pages: number): number {
  if (!param || !/^\d+$/.test(param)) return 1
  const page = Number(param)
  return page >= 1 && page <= pages ? page : 1
}

export type PaginationWindow = {
  /** Page numbers whose links are shown, ascending. */
  visible: number[]
  showPrevious: boolean
  showNext: boolean
}

/**
 * Which page links a paged module shows (spec 9.4): pages from 5 upward start hidden; as the visitor
 * moves, a window of two pages either side of the current one is shown. Previous is hidden on page 1
 * and next on the last page.
 */
export function paginationWindow(current: number, pages: number): PaginationWindow {
  const first = Math.max(1, current - WINDOW)
  const last = Math.min(pages, Math.max(INITIAL_VISIBLE, current + WINDOW))
  const visible: number[] = []
  for (let page = first; page <= last; page++) visible.push(page)
  return { visible, showPrevious: current > 1, showNext: current < pages }
}

/** The slice of items on a page. */
export function pageItems<T>(items: T[], page: number, perPage: number): T[] {
  return items.slice((page - 1) * perPage, page * perPage)
}
