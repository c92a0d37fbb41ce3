// Apart from headers.ts, so code outside the proxy can ask without bundling the whole policy.

/**
 * The private pages rendered per request, whose scripts therefore carry the proxy's nonce. Anything
 * else under the private prefixes (an unknown path renders the statically generated 404) keeps the
 * public pages' script policy. A new per-request page under /varukorg, /kassan or /konto belongs here;
 * the end-to-end suite reports its blocked scripts otherwise.
 */
export const PER_REQUEST_PAGES = [
  /^\/varukorg$/,
  /^\/kassan$/,
  /^\/kassan\/order-mottagen\/[^/]+$/,
  /^\/konto$/,
  /^\/konto\/aterstall-losenord$/,
]

/** Whether the proxy gives this request a script nonce (see PER_REQUEST_PAGES). */
export function usesNonce(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return PER_REQUEST_PAGES.some((pattern) => pattern.test(path))
}
