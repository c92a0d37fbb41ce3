import { describe, expect, it } from 'vitest'

import { allAccepted } from '../categories'
import { consentLogSchema, firstProblem } from './schema'

const decision = {
  type: 'decision',
  requestId: 'a'.repeat(32),
  consentId: 'b'.repeat(32),
  choices: allAccepted(),
  policyVersion: 1,
  page: '/industriunderhall',
}

const problem = (body: unknown) => {
  const result = consentLogSchema.safeParse(body)
  return result.success ? null : firstProblem(result.error)
}

describe('the consent log’s input', () => {
  it('accepts a decision and a banner view', () => {
    expect(problem(decision)).toBeNull()
    expect(problem({ type: 'view', page: '/' })).toBeNull()
  })

  it('refuses bad input with a Swedish message', () => {
    expect(problem({ ...decision, choices: { ...allAccepted(), necessary: false } })).toBe(
      'Nödvändiga cookies kan inte avvisas.',
    )
    expect(problem({ ...decision, consentId: 'x' })).toBe('Samtyckes-id är ogiltigt.')
    expect(problem({ ...decision, requestId: undefined })).toBe('Förfrågans id saknas.')
    expect(problem({ ...decision, policyVersion: 0 })).toBe('Policyversionen ska vara minst 1.')
    expect(problem({ ...decision, page: 'https://evil.example/' })).toBe(
      'Sidan ska vara en adress på webbplatsen.',
    )
    expect(problem({ ...decision, choices: { ...allAccepted(), analytics: 'yes' } })).toBe(
      'Värdet för analys ska vara ja eller nej.',
    )
    expect(problem({ ...decision, extra: 1 })).not.toBeNull()
    expect(problem({ type: 'other' })).toBe('Okänd typ av samtyckeshändelse.')
  })
})
