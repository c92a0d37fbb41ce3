import { describe, expect, it } from 'vitest'

import { sameOrigin } from './sameOrigin'

const post = (headers: Record<string, string>) =>
  new Request('http://127.0.0.1:3000/blogg/x/kommentar', { method: 'POST', headers })

describe('sameOrigin', () => {
  it('accepts our own origin and a request without one', () => {
    expect(sameOrigin(post({ host: 'example.se', origin: 'https://example.se' }))).toBe(true)
    expect(sameOrigin(post({ host: 'example.se' }))).toBe(true)
    expect(
      sameOrigin(
        post({
          host: '127.0.0.1:3000',
          'x-forwarded-host': 'example.se',
          origin: 'https://example.se',
        }),
      ),
    ).toBe(true)
  })

  it('refuses another site and an unreadable origin', () => {
    expect(sameOrigin(post({ host: 'example.se', origin: 'https://evil.example' }))).toBe(false)
    expect(sameOrigin(post({ host: 'example.se', origin: 'null' }))).toBe(false)
  })
})
