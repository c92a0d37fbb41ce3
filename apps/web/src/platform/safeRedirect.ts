/**
 * A redirect target the site may send a visitor to: a path on this site only. Absolute URLs,
 * protocol-relative '//host' and backslash tricks ('/\\host') are refused, so no open redirect.
 */
export function safeLocalPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || typeof value !== 'string') return fallback
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\s]/.test(value)) return fallback
  try {
    const url = new URL(value, 'http://local.invalid')
    if (url.origin !== 'http://local.invalid') return fallback
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return fallback
  }
}
