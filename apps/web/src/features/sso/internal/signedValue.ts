import crypto from 'node:crypto'

/**
 * A value the browser keeps but cannot change: JSON, base64url, and an HMAC-SHA256 over it. Used for
 * the short-lived sign-in state cookie (state, nonce, PKCE verifier, target), so a second server
 * instance can finish a flow the first one started without shared memory.
 */
export function signValue(value: unknown, secret: string): string {
  const body = Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${body}.${mac(body, secret)}`
}

/** The value, or null when the signature does not match (tampered, other secret, malformed). */
export function verifySignedValue(signed: string | null | undefined, secret: string): unknown {
  if (!signed || typeof signed !== 'string') return null
  const dot = signed.lastIndexOf('.')
  if (dot <= 0) return null
  const body = signed.slice(0, dot)
  const given = Buffer.from(signed.slice(dot + 1), 'base64url')
  const expected = Buffer.from(mac(body, secret), 'base64url')
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return null
  }
}

function mac(body: string, secret: string): string {
  return crypto.createHmac('sha256', secret).update(body).digest('base64url')
}
