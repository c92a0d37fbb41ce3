import { describe, expect, it } from 'vitest'

import { parseSkillPercent } from './skillPercent'

describe('parseSkillPercent', () => {
  it('reads a number and the same number written with a percent sign alike', () => {
    expect(parseSkillPercent(80)).toBe(80)
    expect(parseSkillPercent('80%')).toBe(80)
    expect(parseSkillPercent('80')).toBe(80)
  })

  it('ignores spaces around the number and before the sign', () => {
    expect(parseSkillPercent(' 80 % ')).toBe(80)
  })

  it('accepts both ends of the range', () => {
    expect(parseSkillPercent(0)).toBe(0)
    expect(parseSkillPercent('100%')).toBe(100)
  })

  it('rounds decimals, written with a point or a comma, to a whole percent', () => {
    expect(parseSkillPercent('72,5 %')).toBe(73)
    expect(parseSkillPercent(99.4)).toBe(99)
  })

  it('refuses values outside 0–100', () => {
    expect(parseSkillPercent(101)).toBeNull()
    expect(parseSkillPercent(-1)).toBeNull()
    expect(parseSkillPercent('-1%')).toBeNull()
    expect(parseSkillPercent('150%')).toBeNull()
    expect(parseSkillPercent('100.4')).toBeNull()
  })

  it('refuses text that is not a percent', () => {
    expect(parseSkillPercent('abc')).toBeNull()
    expect(parseSkillPercent('80abc')).toBeNull()
    expect(parseSkillPercent('%')).toBeNull()
    expect(parseSkillPercent('')).toBeNull()
    expect(parseSkillPercent(Number.NaN)).toBeNull()
    expect(parseSkillPercent(null)).toBeNull()
  })
})
