import { describe, expect, it } from 'vitest'

import { DEMO_API_KEY, networkApiKey, networkUrl, sdkScript } from './sdk'

describe('networkUrl', () => {
  it('uses NETWORK_URL as an origin', () => {
    expect(networkUrl({ NETWORK_URL: 'http://127.0.0.1:3310/' })).toBe('http://127.0.0.1:3310')
    expect(networkUrl({ NETWORK_URL: 'https://natverk.example.se/ignored/path' })).toBe(
      'https://natverk.example.se',
    )
  })

  it("defaults to SITE_URL's host name on port 3100, so page and service are the same site", () => {
    expect(networkUrl({})).toBe('http://localhost:3100')
    expect(networkUrl({ SITE_URL: 'http://127.0.0.1:3300' })).toBe('http://127.0.0.1:3100')
    expect(networkUrl({ SITE_URL: 'https://www.norrberg.se' })).toBe('https://www.norrberg.se:3100')
  })

  it('ignores values that are not http(s) addresses', () => {
    expect(
      networkUrl({ NETWORK_URL: 'javascript:alert(1)', SITE_URL: 'http://127.0.0.1:3300' }),
    ).toBe('http://127.0.0.1:3100')
    expect(networkUrl({ NETWORK_URL: '', SITE_URL: 'not a url' })).toBe('http://localhost:3100')
  })
})

describe('networkApiKey', () => {
  it('uses NETWORK_API_KEY when it is a valid key, the demo key otherwise', () => {
    expect(networkApiKey({ NETWORK_API_KEY: 'norrberg-key_1' })).toBe('norrberg-key_1')
    expect(networkApiKey({})).toBe(DEMO_API_KEY)
    expect(networkApiKey({ NETWORK_API_KEY: 'two words\nlang: en_US' })).toBe(DEMO_API_KEY)
  })
})

describe('sdkScript', () => {
  it('loads in.js from the service with the api key and the page language as options', () => {
    expect(
      sdkScript('sv', { NETWORK_URL: 'http://127.0.0.1:3310', NETWORK_API_KEY: 'k1' }),
    ).toEqual({
      src: 'http://127.0.0.1:3310/in.js',
      options: 'api_key: k1\nlang: sv_SE',
    })
    expect(sdkScript('en', {}).options).toBe(`api_key: ${DEMO_API_KEY}\nlang: en_US`)
  })
})
