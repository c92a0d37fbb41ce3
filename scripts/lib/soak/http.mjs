// HTTP for the fault suite: one request, one fresh connection, from a chosen loopback source address.
// Every address in 127.0.0.0/8 is this machine, so each simulated visitor gets its own client address
// (the site's per-address limits on comments and newsletter sign-ups then count per visitor, as on a
// real site) without anything leaving loopback.
import http from 'node:http'

/** The loopback source address of visitor `n` (0 … 16,777,215): 127.1.0.1, 127.1.0.2, … */
export function visitorAddress(n) {
  const v = n + 1
  return `127.${1 + ((v >> 16) & 0x7f)}.${(v >> 8) & 0xff}.${v & 0xff}`
}

/**
 * Sends one request and reads the whole answer. Resolves { status, headers, text, json() } for any
 * status; rejects on a connection error, on `timeoutMs` without an answer, or when `signal` aborts.
 */
export function request(
  url,
  { method = 'GET', headers = {}, body, from, timeoutMs = 60_000, signal } = {},
) {
  const target = new URL(url)
  const payload = body === undefined ? undefined : Buffer.from(body)
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        localAddress: from,
        agent: false,
        headers: {
          connection: 'close',
          ...(payload ? { 'content-length': String(payload.length) } : {}),
          ...headers,
        },
        signal,
      },
      (res) => {
        const chunks = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('error', reject)
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text,
            json() {
              try {
                return JSON.parse(text)
              } catch {
                return null
              }
            },
          })
        })
      },
    )
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)))
    req.on('error', reject)
    req.end(payload)
  })
}

/** The value of cookie `name` among the answer's Set-Cookie headers, as `name=value`, or null. */
export function cookieOf(res, name) {
  for (const line of [res.headers['set-cookie'] ?? []].flat()) {
    const m = new RegExp(`^${name}=([^;]*)`).exec(line)
    if (m && m[1]) return `${name}=${m[1]}`
  }
  return null
}
