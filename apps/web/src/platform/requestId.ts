// The request id: one per visitor request, the same in every process that handles it. The front cache
// sets it (scripts/front-cache.vcl), or the proxy makes one (src/proxy.ts); it travels in this header
// to route handlers, server actions and the ajax endpoint, and back to the client in the response.
export const REQUEST_ID_HEADER = 'x-request-id'

// Printable ASCII without spaces, at most 200 characters: what a front cache or load balancer sends,
// and nothing that could break a log line or a header.
const ACCEPTED = /^[\x21-\x7e]{1,200}$/

/** The id a request arrived with, when it is one we can log as it is; otherwise null. */
export function acceptedRequestId(value: string | null | undefined): string | null {
  return value && ACCEPTED.test(value) ? value : null
}

/** The request's id: the one it carries, or a new random one. */
export function requestIdOf(headers: Headers): string {
  return acceptedRequestId(headers.get(REQUEST_ID_HEADER)) ?? crypto.randomUUID()
}
