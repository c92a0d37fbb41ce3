/**
 * Listing pages as real addresses: page 1 of a listing is its own address, later pages add
 * `/sida/{n}` (`/blogg/sida/2`, `/moduler/sida/3`). Real paths keep every page statically generated
 * and linkable without JavaScript; a query string would make each page render per request.
 */

export const LISTING_SEGMENT = 'sida'

/** The address of page `page` of the listing at `basePath`. */
export function listingPageHref(basePath: string, page: number): string {
  const base = basePath.replace(/\/+$/, '')
  if (page <= 1) return base || '/'
  return `${base}/${LISTING_SEGMENT}/${page}`
}

/** A later page's number from its path segment: digits without a leading zero, 2 or more. */
export function listingPageFromSegment(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,5}$/.test(segment)) return null
  const page = Number(segment)
  return page >= 2 ? page : null
}

/**
 * Splits the segments of a catch-all page route into the page's own segments and the listing page:
 * `['moduler', 'sida', '2']` is page 2 of /moduler and `['sida', '2']` page 2 of the home page.
 * Segments that do not end in a valid `sida/{n}` are page 1 of whatever they name.
 */
export function splitListingSegments(segments: readonly string[]): {
  segments: string[]
  page: number
} {
  const n = segments.length
  if (n >= 2 && segments[n - 2] === LISTING_SEGMENT) {
    const page = listingPageFromSegment(segments[n - 1])
    if (page) return { segments: segments.slice(0, n - 2), page }
  }
  return { segments: [...segments], page: 1 }
}
