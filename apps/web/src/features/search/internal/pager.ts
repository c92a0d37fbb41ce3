/** One place in the pager: a page number, or a gap standing for the pages left out. */
export type PagerItem = { page: number } | { gap: true }

/**
 * The page links of the results pager: the first and last page, and the current page with `around`
 * pages on either side; a gap of a single page is shown as that page, since "…" would hide no more.
 */
export function pagerItems(current: number, total: number, around = 2): PagerItem[] {
  if (total < 2) return []
  const shown = new Set<number>([1, total])
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= total) shown.add(p)
  const pages = [...shown].sort((a, b) => a - b)
  const items: PagerItem[] = []
  let previous = 0
  for (const page of pages) {
    if (page - previous === 2) items.push({ page: previous + 1 })
    else if (page - previous > 2) items.push({ gap: true })
    items.push({ page })
    previous = page
  }
  return items
}
