import { NextResponse, type NextRequest } from 'next/server'

import { networkUrl } from '@/blocks/NetworkWidget/sdk'
import { BROWSER_CLASS_SCRIPT_HASH } from '@/features/navigation/routing'
import { cachedResultsPath, SEARCH_PATH } from '@/features/search/routing'
import { cachedListingPath, SHOP_PATH } from '@/features/shop/routing'
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
  })

/** Without a nonce a surface's headers never change: built once per surface, not per request. */
const fixedHeaders = new Map<Surface, [string, string][]>()
function headersFor(surface: Surface, nonce: string | undefined): [string, string][] {
  if (nonce) return Object.entries(securityHeaders(surface, policyConfig(), nonce))
  let headers = fixedHeaders.get(surface)
  if (!headers) {
    headers = Object.entries(securityHeaders(surface, policyConfig()))
    fixedHeaders.set(surface, headers)
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

export function proxy(request: NextRequest): NextResponse {
  const surface = surfaceOf(request.nextUrl.pathname)
  const requestHeaders = new Headers(request.headers)
  let nonce: string | undefined
  if (usesNonce(request.nextUrl.pathname)) {
    // Next.js reads the nonce from the request's policy and puts it on the scripts it renders.
    nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))
    requestHeaders.set(
      'Content-Security-Policy',
      contentSecurityPolicy(surface, policyConfig(), nonce),
    )
  }
  const setLanguage = surface === 'admin' && !request.cookies.has(LANGUAGE_COOKIE)
  if (setLanguage) request.cookies.set(LANGUAGE_COOKIE, DEFAULT_LANGUAGE)
  if (setLanguage) requestHeaders.set('cookie', request.cookies.toString())

  const cachedPath = cachedPathOf(request.nextUrl)
  const response = cachedPath
    ? NextResponse.rewrite(new URL(cachedPath, request.url), {
        request: { headers: requestHeaders },
      })
    : NextResponse.next({ request: { headers: requestHeaders } })
  for (const [name, value] of headersFor(surface, nonce)) {
    response.headers.set(name, value)
  }
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
