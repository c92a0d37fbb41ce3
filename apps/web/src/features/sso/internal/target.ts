import { safeLocalPath } from '@/platform/safeRedirect'

import { validRedirectTo } from '../helper/params'

/**
 * Where a visitor may be sent after signing in: a path on this site. The field is checked with the
 * spec's rule (5.1: an http(s) URL of URL characters, the same log line) and must then name this
 * site's own origin; a bare path is accepted too. Anything else (`//evil.example`,
 * `https://evil.example`, `javascript:`) gives `fallback`.
 */
export function signInTarget(
  value: string | null | undefined,
  siteOrigin: string,
  fallback: string,
  log: (line: string) => void,
): string {
  const safeFallback = safeLocalPath(fallback, '/')
  if (!value) return safeFallback
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) {
    return safeLocalPath(value, safeFallback)
  }
  const checked = validRedirectTo(value, '', log)
  if (!checked) return safeFallback
  try {
    const url = new URL(checked)
    if (url.origin !== new URL(siteOrigin).origin) {
      log('pRedirectTo parameter ignored because it is not a valid (encoded) URL')
      return safeFallback
    }
    return safeLocalPath(`${url.pathname}${url.search}${url.hash}`, safeFallback)
  } catch {
    return safeFallback
  }
}
