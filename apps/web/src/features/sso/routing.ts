/**
 * Which requests the proxy hands to single sign-on (src/proxy.ts). Pure and dependency-free.
 *
 * - A sign-in request may be sent to any page (spec 7.1): the popup's GET with
 *   `action=openidredirect`, or a form POST (action=openidredirect, or the host's state + id_token).
 *   Such requests go to the sign-in route, with the page's path in a header.
 * - Pages, posts and projects are statically generated and the same for everyone; a members-only one
 *   renders the sign-in helper there. A visitor with a session cookie gets them from the member
 *   route instead, rendered per request and never stored by any cache.
 */

export const SIGN_IN_ROUTE = '/api/sso/start'
export const MEMBER_ROUTE = '/sso/medlem'
export const SESSION_COOKIE_NAME = 'smedja-sso'
export const ORIGINAL_PATH_HEADER = 'x-smedja-sso-path'
/** A member page's cache policy: this visitor only, and not even their browser keeps it. */
export const MEMBER_CACHE_CONTROL = 'private, no-store'

/**
 * The first path segments that are routes of their own (app/(frontend)/*, app/(popup)/*), so never a
 * page slug.
 * routing.test.ts checks this list against the app folder.
 */
export const RESERVED_SEGMENTS = [
  'api',
  'blogg',
  'butik',
  'kassan',
  'kontaktformular',
  'konto',
  'next',
  'nyhetsbrev',
  'prenumerera',
  'produkt',
  'projekt',
  'sok',
  'sso',
  'team',
  'varukorg',
  'webblasare.js',
  'admin',
]

const SEGMENT = '[^/.]+'
const PAGE = new RegExp(`^/(${SEGMENT})(?:/sida/(\\d+))?/?$`)
const POST = new RegExp(`^/blogg/(${SEGMENT})/?$`)
const PROJECT = new RegExp(`^/projekt/(${SEGMENT})/?$`)

/** The member route that renders `pathname` per request, or null for anything that is not content. */
export function memberPathOf(pathname: string): string | null {
  if (pathname === '/') return `${MEMBER_ROUTE}/sidor`
  const post = POST.exec(pathname)
  if (post)
    return post[1] === 'sida' || post[1] === 'feed' ? null : `${MEMBER_ROUTE}/blogg/${post[1]}`
  const project = PROJECT.exec(pathname)
  if (project) return `${MEMBER_ROUTE}/projekt/${project[1]}`
  const page = PAGE.exec(pathname)
  if (!page || RESERVED_SEGMENTS.includes(page[1]!)) return null
  return `${MEMBER_ROUTE}/sidor/${page[1]}${page[2] ? `/sida/${page[2]}` : ''}`
}

/** Whether a GET is the popup's sign-in request (spec 3.1: action=openidredirect in the query). */
export function isSignInQuery(params: URLSearchParams): boolean {
  return params.get('action') === 'openidredirect'
}

/** Whether a form body is a sign-in request (spec 3.1) or the host's token post. */
export function isSignInForm(fields: URLSearchParams): boolean {
  return (
    fields.get('action') === 'openidredirect' || (fields.has('state') && fields.has('id_token'))
  )
}

/** The popup's landing page (spec 4.1 step 5). */
export const POPUP_DONE = '/sso/klar'

/**
 * Pages whose window must keep its opener: the popup's landing page. A popup's
 * Cross-Origin-Opener-Policy other than unsafe-none would put it in a new browsing context group
 * (its opener's top-level page is another site), and the opener could never hear back.
 */
export function keepsOpener(pathname: string): boolean {
  return pathname === POPUP_DONE || pathname === SIGN_IN_ROUTE || pathname === '/api/sso/callback'
}
