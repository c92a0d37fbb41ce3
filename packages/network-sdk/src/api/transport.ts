export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** One HTTP request to the network API, as the proxy contract (SPEC 7.2) describes it. */
export interface ApiRequest {
  method: HttpMethod
  /** Path below /v1 including the query, e.g. '/people::(~):(id)?oauth_token=...'. */
  path: string
  headers: Record<string, string>
  body?: string
}

export interface ApiResponse {
  status: number
  body: unknown
}

/** How requests reach the API; the proxy frame in browsers, anything else in tests or servers. */
export interface ApiTransport {
  send(request: ApiRequest): Promise<ApiResponse>
}

/** Marks requests made through the cross-domain proxy (the X-Requested-With value). */
export const XD_CALL_MARKER = 'IN.XDCall'

/**
 * What the API proxy frame does with a request: a same-origin fetch of /v1{path}. Cookies are not
 * sent; the Authorization header carries the token, so the proxy gives a page no more than it has.
 */
export async function performProxyRequest(
  fetchImpl: typeof fetch,
  origin: string,
  request: ApiRequest,
): Promise<ApiResponse> {
  if (!/^\/[^/]/.test(request.path)) throw new Error('Invalid API path')
  const response = await fetchImpl(`${origin}/v1${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    credentials: 'omit',
  })
  const text = await response.text()
  let body: unknown = text
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    // not JSON: the raw text is passed on
  }
  return { status: response.status, body }
}
