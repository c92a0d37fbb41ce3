import crypto from 'node:crypto'

import { persistentSecret } from './secrets'

/** Nonce names of spec 6: page-builder requests carry one of these. */
export type NonceName = 'et_frontend_nonce' | 'et_ab_log_nonce'

// A nonce is valid in the 12-hour tick it was made in and the next one. Public pages are regenerated
// at least every 12 hours, so a nonce embedded in a cached page never expires while it is served.
export const NONCE_TICK_MS = 12 * 60 * 60 * 1000

function secret(): string {
  return persistentSecret('nonce-secret', process.env.NONCE_SECRET)
}

function sign(name: NonceName, tick: number, key: string): string {
  return crypto.createHmac('sha256', key).update(`${name}|${tick}`).digest('hex').slice(0, 20)
}

export function createNonce(name: NonceName, now = Date.now(), key = secret()): string {
  return sign(name, Math.floor(now / NONCE_TICK_MS), key)
}

export function verifyNonce(
  name: NonceName,
  nonce: unknown,
  now = Date.now(),
  key = secret(),
): boolean {
  if (typeof nonce !== 'string' || !/^[0-9a-f]{20}$/.test(nonce)) return false
  const tick = Math.floor(now / NONCE_TICK_MS)
  return [tick, tick - 1].some((t) =>
    crypto.timingSafeEqual(Buffer.from(sign(name, t, key)), Buffer.from(nonce)),
  )
}
