import { describe, expect, it } from 'vitest'

import { allAccepted, necessaryOnly } from './categories'
import { consentModeDefaults, consentModeUpdate, CONSENT_MODE_SIGNALS } from './consentMode'
import { anyOptional, decisionKind, effectiveChoices, needsAsking, parseVersion } from './policy'

describe('when the banner asks', () => {
  it('asks without a decision, keeps quiet for one made under the current policy', () => {
    expect(needsAsking(false, null, 1)).toBe(true)
    expect(needsAsking(true, 1, 1)).toBe(false)
  })

  it('asks again when the decision was made under an older policy version', () => {
    expect(needsAsking(true, 1, 2)).toBe(true)
    expect(needsAsking(true, 2, 2)).toBe(false)
    expect(needsAsking(true, null, 1)).toBe(true)
  })

  it('reads only whole numbers as a stored version', () => {
    expect(parseVersion('3')).toBe(3)
    for (const bad of ['', null, '1.5', '-1', 'x', '1e3']) expect(parseVersion(bad)).toBeNull()
  })
})

describe('Global Privacy Control', () => {
  it('refuses advertisement whatever was chosen, and leaves the rest', () => {
    expect(effectiveChoices(allAccepted(), true)).toEqual({
      ...allAccepted(),
      advertisement: false,
    })
    expect(effectiveChoices(allAccepted(), false)).toEqual(allAccepted())
  })
})

describe('how a decision is logged', () => {
  it('tells a first choice, a change and a withdrawal apart', () => {
    expect(decisionKind(null, allAccepted())).toBe('first')
    expect(decisionKind(necessaryOnly(), { ...necessaryOnly(), analytics: true })).toBe('change')
    expect(decisionKind(allAccepted(), necessaryOnly())).toBe('withdrawal')
    expect(decisionKind(necessaryOnly(), necessaryOnly())).toBe('change')
  })

  it('says consent:yes only when something optional is allowed', () => {
    expect(anyOptional(necessaryOnly())).toBe(false)
    expect(anyOptional({ ...necessaryOnly(), other: true })).toBe(true)
  })
})

describe('Google Consent Mode v2', () => {
  it('denies all seven signals by default and waits 2000 ms for the banner', () => {
    const defaults = consentModeDefaults()
    for (const signal of CONSENT_MODE_SIGNALS) expect(defaults[signal]).toBe('denied')
    expect(defaults.wait_for_update).toBe(2000)
  })

  it('maps the categories onto the signals', () => {
    expect(consentModeUpdate({ ...necessaryOnly(), analytics: true })).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
    })
    const all = consentModeUpdate(allAccepted())
    for (const signal of CONSENT_MODE_SIGNALS) expect(all[signal]).toBe('granted')
    const ads = consentModeUpdate({ ...necessaryOnly(), advertisement: true })
    expect([ads.ad_storage, ads.ad_user_data, ads.ad_personalization]).toEqual([
      'granted',
      'granted',
      'granted',
    ])
    expect(ads.analytics_storage).toBe('denied')
  })
})
