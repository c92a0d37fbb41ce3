import { describe, expect, it } from 'vitest'

import { createNonce, NONCE_TICK_MS, verifyNonce } from './nonce'

const key = 'test-secret-0123456789'
const now = Date.UTC(2026, 10, 21, 12)

describe('nonces', () => {
  it('accepts a nonce in its own tick and the next, then refuses it', () => {
    const nonce = createNonce('et_frontend_nonce', now, key)
    expect(verifyNonce('et_frontend_nonce', nonce, now, key)).toBe(true)
    expect(verifyNonce('et_frontend_nonce', nonce, now + NONCE_TICK_MS, key)).toBe(true)
    expect(verifyNonce('et_frontend_nonce', nonce, now + 2 * NONCE_TICK_MS, key)).toBe(false)
  })

  it('binds the nonce to its name and secret', () => {
    const nonce = createNonce('et_frontend_nonce', now, key)
    expect(verifyNonce('et_ab_log_nonce', nonce, now, key)).toBe(false)
    expect(verifyNonce('et_frontend_nonce', nonce, now, 'another-secret-0123')).toBe(false)
  })

  it('refuses malformed values without throwing', () => {
    expect(verifyNonce('et_frontend_nonce', undefined, now, key)).toBe(false)
    expect(verifyNonce('et_frontend_nonce', 'abc', now, key)).toBe(false)
    expect(verifyNonce('et_frontend_nonce', 'z'.repeat(20), now, key)).toBe(false)
  })
})
