import { describe, expect, it } from 'vitest'

import { readText } from './readText'

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost/x', { method: 'POST', body, headers })

describe('readText', () => {
  it('gives the exact text, or too-large over the limit', async () => {
    expect(await readText(post(' {"a": 1}\n'), 100)).toEqual({ ok: true, text: ' {"a": 1}\n' })
    expect(await readText(post('x'.repeat(101)), 100)).toEqual({ ok: false, problem: 'too-large' })
  })
})
