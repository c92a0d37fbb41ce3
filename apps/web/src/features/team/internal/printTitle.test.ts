import { describe, expect, it } from 'vitest'

import { printTitle } from './printTitle'

describe('printTitle', () => {
  it('joins first and last name with a hyphen and adds the suffix', () => {
    expect(printTitle('Anna Lindqvist', ' – Team')).toBe('Anna-Lindqvist – Team')
  })

  it('keeps a single-word name as it is', () => {
    expect(printTitle('Anna', ' – Team')).toBe('Anna – Team')
  })

  it('replaces only the first space', () => {
    expect(printTitle('Karl Johan Ek', ' – Team')).toBe('Karl-Johan Ek – Team')
  })

  it('gives the name alone when the suffix is empty', () => {
    expect(printTitle('Anna Lindqvist', '')).toBe('Anna-Lindqvist')
  })
})
