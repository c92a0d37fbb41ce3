/** One call to the site's REST API (JSON in and out, an editor's JWT when given); throws on an error status. */
export async function restApi(base, method, urlPath, token, body) {
  const res = await fetch(`${base}${urlPath}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `JWT ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  if (!res.ok) throw new Error(`${method} ${urlPath}: ${res.status} ${await res.text()}`)
  return res.json()
}
