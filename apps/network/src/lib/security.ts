import { randomBytes } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../appTypes.js'

/**
 * Where the widget frames live: the only documents other sites may embed (their purpose). The OAuth
 * pages, public profiles, the home page and the API may not be framed by anyone.
 */
const FRAME_PREFIXES = ['/cws/', '/company/', '/college/']

export function isEmbeddablePath(path: string): boolean {
  return FRAME_PREFIXES.some((prefix) => path.startsWith(prefix))
}

/** Device features no page or frame of the service uses. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), ' +
  'display-capture=(), midi=(), hid=(), accelerometer=(), gyroscope=(), magnetometer=()'

/**
 * Headers for every response. Widget frames must be embeddable by other origins, so they have no
 * X-Frame-Options; frame-ancestors names who may embed them instead. Every other document says
 * `frame-ancestors 'none'`. Scripts run only from this origin or with the nonce. No
 * Cross-Origin-Opener-Policy: the share and sign-in popups report back through window.opener.
 * Strict-Transport-Security when the service runs on https (its cookies are then Secure).
 */
export function securityHeaders(
  frameAncestors: string[],
  { https = false }: { https?: boolean } = {},
): MiddlewareHandler<AppEnv> {
  const ancestors = frameAncestors.join(' ')
  return async (c, next) => {
    const nonce = randomBytes(16).toString('base64')
    c.set('nonce', nonce)
    await next()
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    c.header('Permissions-Policy', PERMISSIONS_POLICY)
    if (https) c.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')
    const embeddable = isEmbeddablePath(c.req.path)
    if (!embeddable) c.header('X-Frame-Options', 'DENY')
    const type = c.res.headers.get('Content-Type') ?? ''
    if (type.startsWith('text/html')) {
      c.header(
        'Content-Security-Policy',
        [
          "default-src 'none'",
          `script-src 'self' 'nonce-${nonce}'`,
          `style-src 'nonce-${nonce}'`,
          "img-src 'self' data:",
          "connect-src 'self'",
          "frame-src 'self'",
          "form-action 'self'",
          "base-uri 'none'",
          `frame-ancestors ${embeddable ? ancestors : "'none'"}`,
        ].join('; '),
      )
      c.header('Cache-Control', 'no-store')
    } else if (type.startsWith('image/svg')) {
      c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
    } else {
      // JSON, scripts and text: nothing to render, nothing to frame.
      c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'")
    }
  }
}

/**
 * A state-changing form must come from this service's own pages. Browsers send Origin on every form POST;
 * one that names another origin (or 'null', a sandboxed document) is refused. Requests without Origin
 * come from non-browser clients, which carry no ambient cookies of a visitor.
 */
export function isSameOriginPost(requestUrl: string, originHeader: string | undefined): boolean {
  if (originHeader === undefined) return true
  return originHeader === new URL(requestUrl).origin
}
