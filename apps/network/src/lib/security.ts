import { randomBytes } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../appTypes.js'

/**
 * Headers for every response. Frames must be embeddable by other origins, so there is no X-Frame-Options;
 * frame-ancestors names who may embed instead. Scripts run only from this origin or with the nonce.
 * No Cross-Origin-Opener-Policy: the share and sign-in popups report back through window.opener.
 */
export function securityHeaders(frameAncestors: string[]): MiddlewareHandler<AppEnv> {
  const ancestors = frameAncestors.join(' ')
  return async (c, next) => {
    const nonce = randomBytes(16).toString('base64')
    c.set('nonce', nonce)
    await next()
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
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
          `frame-ancestors ${ancestors}`,
        ].join('; '),
      )
      c.header('Cache-Control', 'no-store')
    } else if (type.startsWith('image/svg')) {
      c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
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
