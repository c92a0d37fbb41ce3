import { NextResponse, type NextRequest } from 'next/server'

// Payload's admin picks its language from this cookie, then the browser's Accept-Language. The
// editors work in Swedish, so a browser that has not chosen yet gets Swedish, whatever its own
// language; choosing English under Konto (account) sets the cookie and is kept.
const LANGUAGE_COOKIE = 'payload-lng'
const DEFAULT_LANGUAGE = 'sv'
const ONE_YEAR = 60 * 60 * 24 * 365

export function proxy(request: NextRequest): NextResponse {
  if (request.cookies.has(LANGUAGE_COOKIE)) return NextResponse.next()
  request.cookies.set(LANGUAGE_COOKIE, DEFAULT_LANGUAGE)
  const response = NextResponse.next({ request: { headers: request.headers } })
  response.cookies.set(LANGUAGE_COOKIE, DEFAULT_LANGUAGE, {
    path: '/',
    sameSite: 'lax',
    maxAge: ONE_YEAR,
  })
  return response
}

export const config = { matcher: ['/admin', '/admin/:path*'] }
