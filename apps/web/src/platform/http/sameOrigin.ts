/**
 * Whether a state-changing request came from the site's own pages: a browser sends Origin with every
 * cross-site POST (and with same-site fetches), so an Origin naming another host is refused. A request
 * without Origin is not from a modern browser's cross-site form and passes; what it sends is still
 * validated like anything else.
 */
export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin')
  if (!origin) return true
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}
