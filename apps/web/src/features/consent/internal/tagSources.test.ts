import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, policyConfigFromEnv } from '@/platform/security/headers'

import { configuredTags, tagSources, validTagId } from './tagSources'

const none = {
  gtmContainerId: null,
  ga4MeasurementId: null,
  metaPixelId: null,
  googleAdsId: null,
}

describe('tags from the consent settings', () => {
  it('keeps only well-formed ids', () => {
    expect(
      configuredTags({
        gtmContainerId: 'GTM-ABC1234',
        ga4MeasurementId: ' G-ABC123DEF4 ',
        metaPixelId: '12345"; alert(1)',
        googleAdsId: 'AW-123456789',
      }),
    ).toEqual({
      gtmContainerId: 'GTM-ABC1234',
      ga4MeasurementId: 'G-ABC123DEF4',
      metaPixelId: null,
      googleAdsId: 'AW-123456789',
    })
    expect(validTagId('ga4MeasurementId', 'UA-1234-1')).toBeNull()
  })

  it('adds no host to the policy while no tag is configured', () => {
    const config = policyConfigFromEnv({}, null)
    const plain = contentSecurityPolicy('page', config)
    expect(contentSecurityPolicy('page', { ...config, consentTags: tagSources(none) })).toBe(plain)
    expect(plain).not.toContain('googletagmanager')
  })

  it('allows GA4’s hosts on pages once its id is set, and only those', () => {
    const config = policyConfigFromEnv({}, null)
    const csp = contentSecurityPolicy('page', {
      ...config,
      consentTags: tagSources({ ...none, ga4MeasurementId: 'G-ABC123DEF4' }),
    })
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/)
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/)
    expect(csp).not.toContain('facebook')
    expect(csp).not.toContain('doubleclick')
  })

  it('allows the Meta pixel’s hosts when its id is set', () => {
    const csp = contentSecurityPolicy('page', {
      ...policyConfigFromEnv({}, null),
      consentTags: tagSources({ ...none, metaPixelId: '123456789012345' }),
    })
    expect(csp).toMatch(/script-src [^;]*https:\/\/connect\.facebook\.net/)
    expect(csp).toMatch(/img-src [^;]*https:\/\/www\.facebook\.com/)
    expect(csp).not.toContain('googletagmanager')
  })
})
