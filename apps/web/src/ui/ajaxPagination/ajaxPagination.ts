/**
 * Ajax pagination of post listings (spec 2.3 and 7.3 item 5): a click on a page link fetches that
 * link's address and swaps in only the module's pagination container. These are the pure rules; the
 * island (AjaxPagination.client.tsx) does the fetching and swapping.
 */

/** Marks the element whose content is swapped; the fetched page carries the same one. */
export const CONTAINER_ATTRIBUTE = 'data-ajax-container'
/** Marks the element that receives focus after a swap (the new list). */
export const FOCUS_ATTRIBUTE = 'data-ajax-focus'

/** The history state key under which each module's shown address is kept. */
const STATE_KEY = 'ajaxListing'

/** An address without its fragment: the same page whatever the hash says. */
export function pageAddress(href: string, base: string): string {
  const url = new URL(href, base)
  url.hash = ''
  return url.href
}

/** Results are cached per address and module (spec 7.3 item 5). */
export function ajaxCacheKey(href: string, moduleId: string, base: string): string {
  return `${pageAddress(href, base)} ${moduleId}`
}

/**
 * Whether a link is one the island should handle: same origin and a different page address. Links
 * elsewhere, and clicks that ask for a new tab or window, are left to the browser.
 */
export function isListingLink(href: string, base: string): boolean {
  const url = new URL(href, base)
  return url.origin === new URL(base).origin && pageAddress(href, base) !== pageAddress(base, base)
}

export type ReplyDecision = 'swap' | 'navigate'

/**
 * What to do with a fetched reply. The module's container found in it is swapped in, also from a
 * 404 reply (spec 7.3 item 5: a 404 reply is still used when it is the site's page). A reply without
 * the container, or an error, becomes an ordinary navigation, so the visitor sees what the address
 * really shows: for a page that does not exist, the site's 404 page.
 */
export function replyDecision(status: number, hasContainer: boolean): ReplyDecision {
  if (!hasContainer) return 'navigate'
  return (status >= 200 && status < 300) || status === 404 ? 'swap' : 'navigate'
}

type ListingState = Record<string, string>

/**
 * The history state for a new entry: the current state (the framework keeps its own keys there) with
 * this module's shown address added to the addresses other modules on the page already show.
 */
export function stateWithListing(
  state: unknown,
  moduleId: string,
  address: string,
): Record<string, unknown> {
  const current = isRecord(state) ? state : {}
  const listings = isRecord(current[STATE_KEY]) ? (current[STATE_KEY] as ListingState) : {}
  return { ...current, [STATE_KEY]: { ...listings, [moduleId]: address } }
}

/**
 * The address a module should show for a history entry: the one recorded when the entry was pushed,
 * or, for an entry the module never paged in, the address the document was loaded from.
 */
export function listingAddress(state: unknown, moduleId: string, loadedFrom: string): string {
  const listings = isRecord(state) ? state[STATE_KEY] : null
  const address = isRecord(listings) ? listings[moduleId] : null
  return typeof address === 'string' ? address : loadedFrom
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
