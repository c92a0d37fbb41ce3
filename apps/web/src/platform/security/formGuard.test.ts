import { describe, expect, it } from 'vitest'

import {
  checkFormGuard,
  FILL_TOKEN_MAX_AGE_MS,
  FORM_TOKEN_FIELD,
  formGuardMessages,
  HONEYPOT_FIELD,
  issueFormToken,
  MIN_FILL_MS,
  PAGE_TOKEN_MAX_AGE_MS,
} from './formGuard'

const key = 'test-form-guard-secret-0123456789'
const scope = 'comment:/blogg/ett-inlagg'
const issued = Date.UTC(2026, 10, 24, 10)

const submit = (token: unknown, at: number, extra: Record<string, unknown> = {}) =>
  checkFormGuard({ [FORM_TOKEN_FIELD]: token, [HONEYPOT_FIELD]: '', ...extra }, scope, at, key)

describe('form guard', () => {
  it('accepts a fill token once the minimum fill time of 3 s has passed, not before', () => {
    const token = issueFormToken(scope, 'fill', issued, key)
    expect(MIN_FILL_MS).toBe(3000)
    expect(submit(token, issued + 2999)).toEqual({
      ok: false,
      reason: 'too-fast',
      message: formGuardMessages.tooFast,
    })
    expect(submit(token, issued + 3000)).toEqual({ ok: true, kind: 'fill' })
  })

  it('gives a page token two days and a fill token one', () => {
    const page = issueFormToken(scope, 'page', issued, key)
    const fill = issueFormToken(scope, 'fill', issued, key)
    expect(submit(page, issued + PAGE_TOKEN_MAX_AGE_MS)).toEqual({ ok: true, kind: 'page' })
    expect(submit(page, issued + PAGE_TOKEN_MAX_AGE_MS + 1)).toMatchObject({ reason: 'expired' })
    expect(submit(fill, issued + FILL_TOKEN_MAX_AGE_MS + 1)).toMatchObject({
      reason: 'expired',
      message: 'Sidan har varit öppen för länge. Ladda om sidan och försök igen.',
    })
  })

  it('refuses a filled honeypot whatever the token says', () => {
    const token = issueFormToken(scope, 'fill', issued, key)
    const result = submit(token, issued + 10_000, { [HONEYPOT_FIELD]: 'https://spam.example' })
    expect(result).toMatchObject({ ok: false, reason: 'honeypot' })
    expect(submit(token, issued + 10_000, { [HONEYPOT_FIELD]: '   ' })).toMatchObject({ ok: true })
  })

  it('binds the token to its form, kind, time and secret', () => {
    const token = issueFormToken(scope, 'page', issued, key)
    const later = issued + 60_000
    expect(
      checkFormGuard({ [FORM_TOKEN_FIELD]: token }, 'comment:/blogg/annat', later, key),
    ).toEqual({ ok: false, reason: 'token-invalid', message: formGuardMessages.invalid })
    expect(
      checkFormGuard({ [FORM_TOKEN_FIELD]: token }, scope, later, 'other-secret-0123456789'),
    ).toMatchObject({ reason: 'token-invalid' })
    // Claiming to be a fill token, or to be older than it is, breaks the signature.
    const [time, , sig] = token.split('.')
    expect(submit(`${time}.f.${sig}`, later)).toMatchObject({ reason: 'token-invalid' })
    expect(submit(`${(issued - 60_000).toString(36)}.p.${sig}`, later)).toMatchObject({
      reason: 'token-invalid',
    })
  })

  it('refuses a token from the future and malformed values without throwing', () => {
    const future = issueFormToken(scope, 'fill', issued + 10 * 60_000, key)
    expect(submit(future, issued)).toMatchObject({ reason: 'token-invalid' })
    expect(submit(undefined, issued)).toMatchObject({ reason: 'token-missing' })
    expect(submit('', issued)).toMatchObject({ reason: 'token-missing' })
    for (const bad of ['abc', 'x.p.00', `${issued.toString(36)}.q.${'0'.repeat(32)}`, 42])
      expect(submit(bad, issued)).toMatchObject({ ok: false, reason: 'token-invalid' })
  })
})
