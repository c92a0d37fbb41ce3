import crypto from 'node:crypto'

import { persistentSecret } from '@/platform/secrets'

/**
 * The visitor's id for A/B tests: random, signed by the server, kept by the browser in a cookie.
 * The signature means a browser cannot name a visitor it was not given, so it cannot record for a
 * subject the server did not assign; it can only start afresh as a new visitor (rate-limited).
 */
function key(): string {
  return persistentSecret('nonce-secret', process.env.NONCE_SECRET)
}

function sign(id: string, secret: string): string {
  return crypto.createHmac('sha256', secret).update(`ab-visitor|${id}`).digest('hex').slice(0, 24)
}

export function issueVisitor(secret = key()): string {
  const id = crypto.randomBytes(12).toString('hex')
  return `${id}.${sign(id, secret)}`
}

/** The visitor id inside a token this server issued; null for anything else. */
export function verifyVisitor(token: unknown, secret = key()): string | null {
  if (typeof token !== 'string') return null
  const match = /^([0-9a-f]{24})\.([0-9a-f]{24})$/.exec(token)
  if (!match) return null
  const expected = Buffer.from(sign(match[1]!, secret))
  return crypto.timingSafeEqual(expected, Buffer.from(match[2]!)) ? match[1]! : null
}
