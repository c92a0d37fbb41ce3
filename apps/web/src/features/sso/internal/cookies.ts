import { SESSION_COOKIE_NAME } from '../routing'
import { isLoopbackHost } from './config'

/** The visitor's session (an opaque random token; the database keeps its hash). */
export const SESSION_COOKIE = SESSION_COOKIE_NAME
/** The signed-in name for the header, readable by its island (nothing secret in it). */
export const NAME_COOKIE = 'smedja-sso-namn'
/** The sign-in flow's state, nonce and PKCE verifier, signed; lives ten minutes. */
export const STATE_COOKIE = 'smedja-sso-flode'
export const STATE_MAX_AGE_S = 600
export const SESSION_MAX_AGE_S = 8 * 60 * 60

export type CookieContext = {
  /** The site's origin (SITE_URL). */
  siteOrigin: string
  /** The response goes to a document in a frame (Sec-Fetch-Dest: iframe). */
  framed: boolean
}

/**
 * Whether the browser will keep a `Secure` cookie from this site: on https, and on http only on
 * loopback (Chromium and Firefox treat http://localhost and http://127.0.0.1 as secure contexts and
 * accept `Secure` cookies from them). Elsewhere on plain http the session cannot cross sites.
 */
export function secureCookies(siteOrigin: string): boolean {
  try {
    const url = new URL(siteOrigin)
    return url.protocol === 'https:' || isLoopbackHost(url.hostname)
  } catch {
    return false
  }
}

/**
 * The session cookie's attributes. It must reach the site inside a frame on another site (an
 * intranet, the collaboration host), so it is `SameSite=None; Secure`. A session made inside such a
 * frame (the host's token post) is also `Partitioned` (CHIPS): browsers that block third-party
 * cookies keep it for that top-level site, which is the only place it is used. A session made at top
 * level (the popup) is not partitioned, or the frame could never see it.
 */
export function sessionCookieAttributes(ctx: CookieContext, maxAgeS: number): string {
  const parts = ['Path=/', `Max-Age=${maxAgeS}`]
  if (secureCookies(ctx.siteOrigin)) {
    parts.push('Secure', 'SameSite=None')
    if (ctx.framed) parts.push('Partitioned')
  } else {
    parts.push('SameSite=Lax')
  }
  return parts.join('; ')
}

/**
 * The flow cookie: read only by the callback, a top-level navigation back from the provider, so
 * `SameSite=Lax` is enough and keeps it out of every cross-site subrequest.
 */
export function stateCookieAttributes(siteOrigin: string, maxAgeS = STATE_MAX_AGE_S): string {
  const parts = ['Path=/api/sso', `Max-Age=${maxAgeS}`, 'HttpOnly', 'SameSite=Lax']
  if (secureCookies(siteOrigin)) parts.push('Secure')
  return parts.join('; ')
}

export function setCookie(
  name: string,
  value: string,
  attributes: string,
  httpOnly = true,
): string {
  return `${name}=${encodeURIComponent(value)}; ${attributes}${httpOnly && !attributes.includes('HttpOnly') ? '; HttpOnly' : ''}`
}

export function clearCookie(name: string, attributes: string, httpOnly = true): string {
  const rest = attributes.replace(/Max-Age=\d+/, 'Max-Age=0')
  return setCookie(name, '', rest, httpOnly)
}

/** A cookie's value from a Cookie header. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null
  for (const part of header.split(/;\s*/)) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq) === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1))
      } catch {
        return null
      }
    }
  }
  return null
}
