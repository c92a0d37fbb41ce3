import { NextResponse, type NextRequest } from 'next/server'
import type { Payload } from 'payload'

import { REQUEST_ID_HEADER, acceptedRequestId } from '@/platform/requestId'

import type { SignedIn } from './server/accounts/session'
import { CART_COOKIE } from './server/cart'
import { ShopError } from './server/errors'

/** Cookies are sent over HTTPS only when the site is served over it (plain http in development). */
const secureCookies = () => process.env.SITE_URL?.startsWith('https://') ?? false

export function cartToken(request: NextRequest): string | null {
  return request.cookies.get(CART_COOKIE)?.value ?? null
}

export function withCartCookie(response: NextResponse, token: string | null): NextResponse {
  if (token) {
    response.cookies.set(CART_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies(),
      path: '/',
      maxAge: 60 * 60 * 24 * 30,
    })
  }
  return response
}

export function clearCartCookie(response: NextResponse): NextResponse {
  response.cookies.set(CART_COOKIE, '', { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 0 })
  return response
}

/** Payload's auth cookie ('payload-token'), set by the shop's own sign-in routes under /konto. */
export function authCookieName(payload: Payload): string {
  return `${payload.config.cookiePrefix}-token`
}

export function withAuthCookie(
  response: NextResponse,
  payload: Payload,
  session: { token: string; expiresAt: Date } | null,
): NextResponse {
  if (session) {
    response.cookies.set(authCookieName(payload), session.token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies(),
      path: '/',
      expires: session.expiresAt,
    })
  }
  return response
}

/**
 * The answer to signing in (or registering, or choosing a new password): Payload's auth cookie, the
 * cart cookie to keep (or none), and where the browser goes next.
 */
export function signedInResponse(payload: Payload, done: SignedIn): NextResponse {
  const response = withAuthCookie(ok({ redirect: done.redirect }), payload, done.session)
  return done.cartToken ? withCartCookie(response, done.cartToken) : clearCartCookie(response)
}

export function clearAuthCookie(response: NextResponse, payload: Payload): NextResponse {
  response.cookies.set(authCookieName(payload), '', {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(),
    path: '/',
    maxAge: 0,
  })
  return response
}

const noStore = { 'Cache-Control': 'no-store' }

export function ok(data: unknown): NextResponse {
  return NextResponse.json({ success: true, data }, { headers: noStore })
}

/**
 * Answers a refusal in Swedish and logs why (every refused shop request is logged), with the request's
 * id when `headers` carry one (platform/log.ts), so the line can be found from the visitor's answer.
 */
export function refuse(
  payload: Payload | null,
  action: string,
  error: unknown,
  headers?: Headers,
): NextResponse {
  const known = error instanceof ShopError
  const status = known ? error.status : error instanceof SyntaxError ? 400 : 500
  const message = known
    ? error.message
    : status === 400
      ? 'Ogiltiga uppgifter.'
      : 'Något gick fel. Försök igen om en stund.'
  const requestId = headers ? acceptedRequestId(headers.get(REQUEST_ID_HEADER)) : null
  const log = {
    action,
    status,
    reason: known ? (error.reason ?? error.message) : String((error as Error)?.message ?? error),
    ...(requestId ? { requestId } : {}),
  }
  if (status >= 500) payload?.logger.error({ ...log, err: error }, 'shop request failed')
  else payload?.logger.warn(log, 'shop request refused')
  return NextResponse.json(
    { success: false, data: { message, errors: known ? error.errors : [] } },
    { status, headers: noStore },
  )
}

export function forbiddenOrigin(
  payload: Payload | null,
  action: string,
  headers?: Headers,
): NextResponse {
  return refuse(
    payload,
    action,
    new ShopError('Begäran kom inte från vår webbplats.', 403),
    headers,
  )
}
