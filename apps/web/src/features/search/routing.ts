/**
 * Search addresses. Visitors and search boxes use `/sok?q=…&sida=…` (a plain GET form, so it works
 * without JavaScript). A page that reads the query string is rendered on every request, which held
 * /sok to about 60 requests a second; so the proxy rewrites such an address to a path that names the
 * query, `/sok/{query}/{page}`, which Next renders once and then serves from its cache like any other
 * page, until the content changes (the index hooks revalidate `/sok`). The query is normalised first,
 * so `Underhåll ` and `Underhåll` share one cached page, and written in base64url, so no character
 * of it can change how the path is routed.
 *
 * Pure and dependency-free: the proxy imports it.
 */

/** Where every search box sends its query (GET, `q`; `sida` for later pages). */
export const SEARCH_PATH = '/sok'
/** Longest query the site accepts, in characters. */
export const MAX_QUERY_LENGTH = 100
/** The app route that renders results (app/(frontend)/sok/[query]/[page]). */
export const RESULTS_ROUTE = '/sok/[query]/[page]'
/** Pages beyond this are not offered (ten hits a page). */
export const MAX_RESULTS_PAGE = 1000

/** The query as it is searched for and shown: NFC, single spaces, trimmed, at most 100 characters. */
export function normaliseQuery(raw: string): string {
  return raw.normalize('NFC').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim()
}

/** A results page number from the address: whole, 1…1000; anything else is page 1. */
export function resultsPage(raw: string | null | undefined): number {
  const page = Math.floor(Number(raw))
  return Number.isFinite(page) && page >= 1 ? Math.min(page, MAX_RESULTS_PAGE) : 1
}

function toBase64Url(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded)) return null
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'))
    return new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    )
  } catch {
    return null
  }
}

/** The visible address of a results page. */
export function searchHref(query: string, page = 1): string {
  const params = new URLSearchParams(page > 1 ? { q: query, sida: String(page) } : { q: query })
  return `${SEARCH_PATH}?${params}`
}

/** The cached path that renders `/sok?…`, or null when the address asks for no search. */
export function cachedResultsPath(params: URLSearchParams): string | null {
  const query = normaliseQuery(params.get('q') ?? '')
  if (!query) return null
  return `${SEARCH_PATH}/${toBase64Url(query)}/${resultsPage(params.get('sida'))}`
}

/**
 * The query and page a cached path names, or null when it names none the proxy would have made (a
 * hand-written path with a query that is not normalised would otherwise be a second cache entry).
 */
export function readResultsPath(
  encodedQuery: string,
  page: string,
): { query: string; page: number } | null {
  const query = fromBase64Url(decodeURIComponent(encodedQuery))
  if (!query || query !== normaliseQuery(query)) return null
  const number = resultsPage(page)
  if (String(number) !== page) return null
  return { query, page: number }
}
