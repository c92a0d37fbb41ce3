/**
 * Shop listing addresses. Visitors use `/butik?kategori=…&sida=…` (plain links, so filtering works
 * without JavaScript). A page that reads the query string is rendered on every request, which held the
 * listing to about 24 requests a second; so the proxy rewrites the address to a path that names the
 * category and page, `/butik/{category or _alla}/{page}`, which Next renders once and serves from its
 * cache until a product, price, stock level or category changes (revalidateShop). The visible address
 * never changes.
 *
 * Pure and dependency-free: the proxy imports it.
 */

/** The listing's visible address. */
export const SHOP_PATH = '/butik'
/** The app route that renders a listing page (app/(frontend)/butik/[kategori]/[sida]). */
export const LISTING_ROUTE = '/butik/[kategori]/[sida]'
/** The path segment for "every category": no category slug can be it (slugs have no '_'). */
export const ALL_CATEGORIES = '_alla'
/** Pages beyond this are not offered (twelve products a page). */
export const MAX_LISTING_PAGE = 1000

const CATEGORY_SLUG = /^[a-z0-9-]{1,80}$/

/** A category slug from the address, or null for "every category" (and for anything not a slug). */
export function listingCategory(raw: string | null | undefined): string | null {
  return raw && CATEGORY_SLUG.test(raw) ? raw : null
}

/** A listing page number from the address: whole, 1…1000; anything else is page 1. */
export function listingPage(raw: string | null | undefined): number {
  const page = Math.floor(Number(raw))
  return Number.isFinite(page) && page >= 1 ? Math.min(page, MAX_LISTING_PAGE) : 1
}

/** The visible address of a listing page. */
export function listingHref(category: string | null, page = 1): string {
  const params = new URLSearchParams()
  if (category) params.set('kategori', category)
  if (page > 1) params.set('sida', String(page))
  const query = params.toString()
  return query ? `${SHOP_PATH}?${query}` : SHOP_PATH
}

/** The cached path that renders `/butik?…`. */
export function cachedListingPath(params: URLSearchParams): string {
  const category = listingCategory(params.get('kategori'))
  return `${SHOP_PATH}/${category ?? ALL_CATEGORIES}/${listingPage(params.get('sida'))}`
}

/**
 * The category and page a cached path names, or null when it names none the proxy would have made (a
 * hand-written `/butik/x/01` would otherwise be a second cache entry of the same page).
 */
export function readListingPath(
  segment: string,
  page: string,
): { category: string | null; page: number } | null {
  const category = segment === ALL_CATEGORIES ? null : listingCategory(segment)
  if (segment !== ALL_CATEGORIES && !category) return null
  const number = listingPage(page)
  if (String(number) !== page) return null
  return { category, page: number }
}
