/**
 * The sign-in parameters' rules (spec 5.1): an invalid value is dropped silently and one log line is
 * written. The redirect helper script (served as a file, see script.ts) and the server share these
 * functions; each is self-contained (no imports, no module constants, plain ES2017) because the
 * script is made of their source text.
 */

export type Log = (line: string) => void

/** login_hint: an e-mail address whose top-level domain has 2 to 6 letters; else empty. */
export function validLoginHint(value: string | null | undefined, log: Log): string {
  if (!value) return ''
  if (
    /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,6}$/.test(
      value,
    )
  )
    return value
  log('loginHint parameter ignored because it is not a valid email address')
  return ''
}

/**
 * The redirect target: an http or https URL made of allowed (encoded) URL characters; else the
 * current location. (The server also requires it to be on the site's own origin.)
 */
export function validRedirectTo(
  value: string | null | undefined,
  currentLocation: string,
  log: Log,
): string {
  if (!value) return currentLocation
  if (/^https?:\/\/[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+$/.test(value)) return value
  log('pRedirectTo parameter ignored because it is not a valid (encoded) URL')
  return currentLocation
}

/** domain_hint: a domain name whose final label has 2 to 6 letters; else ignored (empty). */
export function validDomainHint(value: string | null | undefined, log: Log): string {
  if (!value) return ''
  if (/^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,6}$/.test(value))
    return value
  log('domainHint parameter ignored because it is not a valid domain name')
  return ''
}

/** idp_id: ignored (empty) when stripping HTML from it would change it. */
export function validIdpId(value: string | null | undefined, log: Log): string {
  if (!value) return ''
  const stripped = value
    .replace(/<(script|style)[^>]*?>[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]*>?/g, '')
    .trim()
  if (stripped === value) return value
  log('idpKey parameter ignored because its escaped value is not equal to its actual value')
  return ''
}
