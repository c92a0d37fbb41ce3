import { RESULTS_ROUTE, SEARCH_PATH } from '@/features/search/routing'
import { LISTING_ROUTE, SHOP_PATH } from '@/features/shop/routing'

/**
 * Which cached addresses of the front cache (Varnish, `scripts/front-cache.vcl`) a revalidation
 * reaches, as the regular expression a BAN request carries. The front cache keeps each object's
 * address (path and normalised query string) and bans every object whose address matches.
 *
 * Pure and dependency-free, so the rules are tested without a cache.
 */
export type PurgeTarget =
  /** One public address, as `safeRevalidate` takes it: `/om-oss`, `/produkt/oljefilter`. */
  | { path: string }
  /** Every page of a route as `safeRevalidateRoute` takes it: `/sok/[query]/[page]`, `/blogg` layout. */
  | { route: `/${string}`; type: 'page' | 'layout' }
  /** Every page of the site (a tag: site globals may be on any page). */
  | { everything: true }

/**
 * Routes the proxy renders for a visible address with a query string (src/proxy.ts): visitors and the
 * front cache see `/butik?kategori=…&sida=…` and `/sok?q=…`, never the path Next renders.
 */
const QUERY_ADDRESSES: Record<string, string> = {
  [LISTING_ROUTE]: SHOP_PATH,
  [RESULTS_ROUTE]: SEARCH_PATH,
}

/** Any query string after a path (Next's `_rsc` requests of the same page among them). */
const ANY_QUERY = '(?:\\?.*)?$'

/** The regular expression for the cached addresses a revalidation reaches. */
export function banPattern(target: PurgeTarget): string {
  if ('everything' in target) return '^/'
  if ('path' in target) return `^${literalPath(target.path)}${ANY_QUERY}`
  const routePath = routePattern(target.route)
  if (target.type === 'layout') {
    // Everything below the folder: `/blogg`, `/blogg/x`, `/blogg?y`; `/` is the whole site.
    return routePath === '/' ? '^/' : `^${routePath}(?:[/?].*)?$`
  }
  const visible = QUERY_ADDRESSES[target.route]
  return visible
    ? `^(?:${routePath}|${literalPath(visible)})${ANY_QUERY}`
    : `^${routePath}${ANY_QUERY}`
}

/** A route's path as a pattern: a dynamic segment is any one segment, a catch-all any several. */
function routePattern(route: string): string {
  const segments = route.split('/').filter((segment) => segment && !/^\(.*\)$/.test(segment)) // route groups are not in addresses
  if (segments.length === 0) return '/'
  return segments
    .map((segment) => {
      if (/^\[\[\.\.\.[^\]]+\]\]$/.test(segment)) return '(?:/[^?]*)?'
      if (/^\[\.\.\.[^\]]+\]$/.test(segment)) return '/[^?]+'
      if (/^\[[^\]]+\]$/.test(segment)) return '/[^/?]+'
      return `/${escapeRegex(encodeSegment(segment))}`
    })
    .join('')
}

/** One address as the front cache stores it (percent-encoded as a browser sends it), matched exactly. */
function literalPath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (trimmed === '/' || trimmed === '') return '/'
  return trimmed
    .split('/')
    .filter(Boolean)
    .map((segment) => `/${escapeRegex(encodeSegment(segment))}`)
    .join('')
}

/** A segment written as it travels: `å` as `%C3%A5`, an already encoded one unchanged. */
function encodeSegment(segment: string): string {
  let decoded = segment
  try {
    decoded = decodeURIComponent(segment)
  } catch {
    // not percent-encoded: encode as it is
  }
  return encodeURIComponent(decoded)
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
