import { describe, expect, it } from 'vitest'

import { contentHash, dedupeSince, idempotencyKeyFor } from './dedupe'
import { DEDUPE_WINDOW_MS } from './limits'

const now = new Date(Date.UTC(2026, 10, 24, 10))

describe('the same comment sent again', () => {
  it('is the same content whatever the spacing or the address’s case', () => {
    const hash = contentHash(7, 'Lena@Example.se', 'Bra skrivet!\nTack.')
    expect(contentHash(7, ' lena@example.se', '  Bra skrivet!  Tack. ')).toBe(hash)
    expect(contentHash(7, 'lena@example.se', 'Bra skrivet! Tack!')).not.toBe(hash)
    expect(contentHash(8, 'lena@example.se', 'Bra skrivet!\nTack.')).not.toBe(hash)
    expect(contentHash(7, 'per@example.se', 'Bra skrivet!\nTack.')).not.toBe(hash)
  })

  it("is stored under the form's key, per post, when the form sent one", () => {
    const args = { postId: 7, formKey: 'a1B2c3D4e5F6g7H8', contentHash: 'h', now }
    expect(idempotencyKeyFor(args)).toBe('form:7:a1B2c3D4e5F6g7H8')
    expect(idempotencyKeyFor({ ...args, postId: 8 })).not.toBe(idempotencyKeyFor(args))
    // The key does not depend on time: a retry a week later is the same comment.
    const later = new Date(now.getTime() + 7 * DEDUPE_WINDOW_MS)
    expect(idempotencyKeyFor({ ...args, now: later })).toBe(idempotencyKeyFor(args))
  })

  it('is keyed by content within a window without a form key, and looked up one window back', () => {
    const args = { postId: 7, formKey: null, contentHash: 'abc', now }
    const key = idempotencyKeyFor(args)
    expect(key).toMatch(/^content:abc:\d+$/)
    expect(idempotencyKeyFor({ ...args, now: new Date(now.getTime() + 1000) })).toBe(key)
    expect(
      idempotencyKeyFor({ ...args, now: new Date(now.getTime() + DEDUPE_WINDOW_MS) }),
    ).not.toBe(key)
    expect(now.getTime() - dedupeSince(now).getTime()).toBe(DEDUPE_WINDOW_MS)
    expect(DEDUPE_WINDOW_MS).toBe(24 * 60 * 60 * 1000)
  })
})
