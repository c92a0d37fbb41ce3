import crypto from 'node:crypto'

import { persistentSecret } from '../secrets'

/**
 * The visitor's IP address as the web server saw it: the last X-Forwarded-For entry. Next's own server
 * sets the header from the socket when no proxy did, and a front proxy (nginx's
 * `proxy_add_x_forwarded_for`, Varnish) appends the address it saw, so the last entry is the one a
 * visitor cannot choose; earlier entries are whatever the request claimed.
 */
export function clientIp(headers: Headers): string | null {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const last = entries.at(-1)
  if (!last || last.length > 64 || !/^[0-9a-fA-F:.[\]%a-zA-Z]+$/.test(last)) return null
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is the IPv4 address.
  return last.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1')
}

/**
 * A stable pseudonym of an IP address for counting (rate limits) without storing the address itself:
 * an HMAC under the installation's secret, so it cannot be reversed by trying every address. An unknown
 * address counts as one shared client.
 */
export function clientKey(ip: string | null, key = secret()): string {
  return crypto
    .createHmac('sha256', key)
    .update(`client|${ip ?? 'unknown'}`)
    .digest('hex')
    .slice(0, 32)
}

// Shared by every instance (NONCE_SECRET), so they count one visitor alike; 'client|' separates its use.
function secret(): string {
  return persistentSecret('nonce-secret', process.env.NONCE_SECRET)
}
