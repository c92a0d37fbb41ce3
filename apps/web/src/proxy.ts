import { NextResponse, type NextRequest } from 'next/server'

import { networkUrl } from '@/blocks/NetworkWidget/sdk'
import { consentTagSources } from '@/features/consent/routing'
import { hostedCheckOrigins } from '@/features/forms/routing'
import { BROWSER_CLASS_SCRIPT_HASH } from '@/features/navigation/routing'
import { cachedResultsPath, SEARCH_PATH } from '@/features/search/routing'
import { cachedListingPath, SHOP_PATH } from '@/features/shop/routing'
import {
  isSignInForm,
  isSignInQuery,
  keepsOpener,
  MEMBER_CACHE_CONTROL,
  memberPathOf,
  ORIGINAL_PATH_HEADER,
  SESSION_COOKIE_NAME,
  SIGN_IN_ROUTE,
} from '@/features/sso/routing'
import { REQUEST_ID_HEADER, requestIdOf } from '@/platform/requestId'
import {
  contentSecurityPolicy,
  policyConfigFromEnv,
  securityHeaders,
  surfaceOf,
  usesNonce,
  type PolicyConfig,
  type Surface,
} from '@/platform/security/headers'

// Runs before every request except static build assets: sets the security headers of the request's
// surface (platform/security/headers.ts) and the admin's language cookie.

// Payload's admin picks its language from this cookie, then the browser's Accept-Language. The
// editors work in Swedish, so a browser that has not chosen yet gets Swedish, whatever its own
// language; choosing English under Konto (account) sets the cookie and is kept.
const LANGUAGE_COOKIE = 'payload-lng'
const DEFAULT_LANGUAGE = 'sv'
const ONE_YEAR = 60 * 60 * 24 * 365

let cachedConfig: PolicyConfig | undefined
/** Read once per process: the environment does not change while the server runs. */
const policyConfig = () =>
  (cachedConfig ??= {
    ...policyConfigFromEnv(process.env, networkUrl()),
    scriptHashes: [BROWSER_CLASS_SCRIPT_HASH],
    botCheckOrigins: hostedCheckOrigins(process.env),
  })

/**
 * The policy's inputs for a request: the environment's, plus on pages the hosts of the tags
 * configured in the consent settings (they change when staff save them, not per request).
 */
async function requestPolicy(
  surface: Surface,
  origin: string,
): Promise<{ config: PolicyConfig; key: string }> {
  if (surface !== 'page' && surface !== 'private') return { config: policyConfig(), key: surface }
  const tags = await consentTagSources(origin)
  return { config: { ...policyConfig(), consentTags: tags.sources }, key: `${surface}|${tags.key}` }
}

/** Without a nonce a surface's headers change only with the consent tags: built once per set. */
const fixedHeaders = new Map<string, [string, string][]>()
function headersFor(
  surface: Surface,
  policy: { config: PolicyConfig; key: string },
  nonce: string | undefined,
): [string, string][] {
  if (nonce) return Object.entries(securityHeaders(surface, policy.config, nonce))
  let headers = fixedHeaders.get(policy.key)
  if (!headers) {
    headers = Object.entries(securityHeaders(surface, policy.config))
    fixedHeaders.set(policy.key, headers)
  }
  return headers
}

/**
 * Pages whose content depends on the query string would render on every request; their addresses are
 * rewritten to paths that name the query, which Next renders once and then serves from its cache
 * (features/search/routing.ts, features/shop/routing.ts). The visible address never changes.
 */
function cachedPathOf({ pathname, searchParams }: URL): string | null {
  if (pathname === SEARCH_PATH) return cachedResultsPath(searchParams)
  if (pathname === SHOP_PATH) return cachedListingPath(searchParams)
  return null
}

/** A sign-in request sent to a page (features/sso/routing.ts): the popup's GET or a small form POST. */
async function isSignInRequest(request: NextRequest): Promise<boolean> {
  if (request.method === 'GET') return isSignInQuery(request.nextUrl.searchParams)
  if (request.method !== 'POST') return false
  if (!request.headers.get('content-type')?.includes('application/x-www-form-urlencoded'))
    return false
  const length = Number(request.headers.get('content-length') ?? NaN)
  if (!(length <= 32 * 1024)) return false
  // A copy: the route the request goes on to reads the body itself.
  const body = await request.clone().text()
  return isSignInForm(new URLSearchParams(body))
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const surface = surfaceOf(request.nextUrl.pathname)
  const requestHeaders = new Headers(request.headers)
  // One id per request, kept from the front cache or made here; it travels on to the route and back
  // to the client, and server code logs it (platform/log.ts requestLog).
  const requestId = requestIdOf(request.headers)
  requestHeaders.set(REQUEST_ID_HEADER, requestId)
  const policy = await requestPolicy(surface, request.nextUrl.origin)
  let nonce: string | undefined
  if (usesNonce(request.nextUrl.pathname)) {
    // Next.js reads the nonce from the request's policy and puts it on the scripts it renders.
    nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))
    requestHeaders.set(
      'Content-Security-Policy',
      contentSecurityPolicy(surface, policy.config, nonce),
    )
  }
  const setLanguage = surface === 'admin' && !request.cookies.has(LANGUAGE_COOKIE)
  if (setLanguage) request.cookies.set(LANGUAGE_COOKIE, DEFAULT_LANGUAGE)
  if (setLanguage) requestHeaders.set('cookie', request.cookies.toString())

  // Single sign-on: sign-in requests to any page, and content for a visitor with a session
  // (rendered per request, never cached for everyone).
  const signIn = surface === 'page' && (await isSignInRequest(request))
  if (signIn) requestHeaders.set(ORIGINAL_PATH_HEADER, request.nextUrl.pathname)
  const memberPath =
    !signIn &&
    surface === 'page' &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    request.cookies.has(SESSION_COOKIE_NAME)
      ? memberPathOf(request.nextUrl.pathname)
      : null
  const rewritePath = signIn
    ? `${SIGN_IN_ROUTE}${request.nextUrl.search}`
    : memberPath
      ? `${memberPath}${request.nextUrl.search}`
      : cachedPathOf(request.nextUrl)
  const response = rewritePath
    ? NextResponse.rewrite(new URL(rewritePath, request.url), {
        request: { headers: requestHeaders },
      })
    : NextResponse.next({ request: { headers: requestHeaders } })
  response.headers.set(REQUEST_ID_HEADER, requestId)
  if (memberPath) response.headers.set('Cache-Control', MEMBER_CACHE_CONTROL)
  for (const [name, value] of headersFor(surface, policy, nonce)) {
    response.headers.set(name, value)
  }
  // The sign-in popup keeps its opener (a frame of ours on another site) through the provider and
  // back to the helper page, which then tells it the popup closed (spec 4.1 steps 5 and 6). After
  // the surface's headers, which would otherwise put same-origin-allow-popups back.
  if (signIn || keepsOpener(request.nextUrl.pathname))
    response.headers.set('Cross-Origin-Opener-Policy', 'unsafe-none')
  if (setLanguage) {
    response.cookies.set(LANGUAGE_COOKIE, DEFAULT_LANGUAGE, {
      path: '/',
      sameSite: 'lax',
      maxAge: ONE_YEAR,
    })
  }
  return response
}

export const config = {
  // Everything but the build's hashed assets and optimised images (they carry no document).
  matcher: ['/((?!_next/static|_next/image).*)'],
}
