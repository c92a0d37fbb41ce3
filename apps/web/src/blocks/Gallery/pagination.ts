/** Spec 9.4: the gallery grid shows 4 items per page when the setting is unset or 0. */
export const DEFAULT_ITEMS_PER_PAGE = 4

// The page arithmetic and the window rule are shared with the other paged modules.
export {
  pageCount,
  pageFromParam,
  pageItems,
  paginationWindow,
  type PaginationWindow,
} from '@/ui/pagination'

export function itemsPerPage(setting: number | null | undefined): number {
  if (setting == null || !Number.isFinite(setting) || setting <= 0) return DEFAULT_ITEMS_PER_PAGE
  return Math.floor(setting)
}
