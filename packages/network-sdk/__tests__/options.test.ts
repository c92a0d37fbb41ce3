import { describe, expect, it } from 'vitest'
import {
  applyOptions,
  defaultOptions,
  normalizeOptionName,
  OptionStore,
  parseOptionValue,
  parseScriptOptions,
  URL_PATHS,
} from '../src/options'
import { OptionsFrozenError } from '../src/errors'

const HOST = 'https://net.example'
const fresh = () => defaultOptions({ host: HOST, debugFlag: false })

describe('option names and values', () => {
  it('lowercases names and strips them to letters and digits', () => {
    expect(normalizeOptionName('api_key')).toBe('apikey')
    expect(normalizeOptionName('API-Key')).toBe('apikey')
    expect(normalizeOptionName('urls.apiProxy')).toBe('urlsapiproxy')
    expect(normalizeOptionName('credentials_cookie_crc')).toBe('credentialscookiecrc')
  })

  it('parses values as JSON where possible and keeps other text', () => {
    expect(parseOptionValue('true')).toBe(true)
    expect(parseOptionValue(' 42 ')).toBe(42)
    expect(parseOptionValue('["a","b"]')).toEqual(['a', 'b'])
    expect(parseOptionValue('{"x":1}')).toEqual({ x: 1 })
    expect(parseOptionValue('en_US')).toBe('en_US')
  })

  it('reads key: value lines from the script body, values keeping their colons', () => {
    const text = `
      api_key: abc123
      authorize: true

      not an option line
      urls.apiProxy: https://proxy.example/x?a=b
    `
    expect(parseScriptOptions(text)).toEqual({
      api_key: 'abc123',
      authorize: 'true',
      'urls.apiProxy': 'https://proxy.example/x?a=b',
    })
  })
})

describe('option defaults (SPEC 9.2)', () => {
  it('has the specified defaults', () => {
    const o = fresh()
    expect(o).toMatchObject({
      lang: 'en_US',
      init: true,
      parse: true,
      compat: true,
      templateMarkers: '<?js ?>',
      suppressWarnings: false,
      authorize: false,
      scope: [],
      mode: 'auto',
      debug: false,
      credentialsCookie: false,
      credentialsCookieCrc: false,
    })
  })

  it('turns debug on when the environment flag is set', () => {
    expect(defaultOptions({ host: HOST, debugFlag: true }).debug).toBe(true)
  })

  it('defaults every urls.* setting to a path on the script origin', () => {
    const o = defaultOptions({ host: `${HOST}/`, debugFlag: false })
    for (const [name, path] of Object.entries(URL_PATHS)) {
      expect(o.urls[name as keyof typeof URL_PATHS]).toBe(HOST + path)
    }
    expect(Object.keys(o.urls).sort()).toEqual(
      [
        'apiProxy',
        'authorize',
        'logout',
        'oauthRedirect',
        'pkceAuthorization',
        'relay',
        'signin',
        'userSession',
      ].sort(),
    )
    expect(o.urls.signin).toBe(`${HOST}/cws/login`)
  })
})

describe('applying options', () => {
  it('maps normalized names onto the options and parses their values', () => {
    const o = fresh()
    applyOptions(o, {
      api_key: '0123',
      AUTHORIZE: 'true',
      'suppress-warnings': 'true',
      scope: 'r_basicprofile r_emailaddress',
      lang: 'sv_SE',
      init: 'false',
      credentialsCookie: true,
      template_markers: '{{ }}',
    })
    expect(o.apiKey).toBe('0123')
    expect(o.authorize).toBe(true)
    expect(o.suppressWarnings).toBe(true)
    expect(o.scope).toEqual(['r_basicprofile', 'r_emailaddress'])
    expect(o.lang).toBe('sv_SE')
    expect(o.init).toBe(false)
    expect(o.credentialsCookie).toBe(true)
    expect(o.templateMarkers).toBe('{{ }}')
  })

  it('accepts scope as a JSON list', () => {
    const o = fresh()
    applyOptions(o, { scope: '["a", "b"]' })
    expect(o.scope).toEqual(['a', 'b'])
  })

  it('treats deferParse as the deprecated inverse of parse', () => {
    const o = fresh()
    expect(applyOptions(o, { deferParse: 'true' }).deprecated).toEqual(['deferParse'])
    expect(o.parse).toBe(false)
    applyOptions(o, { deferparse: false })
    expect(o.parse).toBe(true)
  })

  it('sets urls.* from dotted names and from a urls object', () => {
    const o = fresh()
    applyOptions(o, {
      'urls.apiProxy': 'https://p.example/proxy',
      urls: '{"userSession": "https://s.example/session"}',
    })
    applyOptions(o, { urls: { SignIn: 'https://s.example/login' } })
    expect(o.urls.apiProxy).toBe('https://p.example/proxy')
    expect(o.urls.userSession).toBe('https://s.example/session')
    expect(o.urls.signin).toBe('https://s.example/login')
  })

  it('keeps unknown options, JSON-parsed, under their normalized name', () => {
    const o = fresh()
    applyOptions(o, { my_extension: '{"on":true}' })
    expect(o.extra).toEqual({ myextension: { on: true } })
  })

  it('rejects changes once frozen with the exact message', () => {
    const store = new OptionStore(fresh())
    store.apply({ lang: 'sv_SE' })
    store.freeze()
    expect(() => store.apply({ lang: 'de_DE' })).toThrow(OptionsFrozenError)
    expect(() => store.apply({ lang: 'de_DE' })).toThrow(
      'Cannot modify options once the framework has initialized (...)',
    )
    expect(store.value.lang).toBe('sv_SE')
    expect(Object.isFrozen(store.value)).toBe(true)
    expect(Object.isFrozen(store.value.urls)).toBe(true)
  })
})

describe('host option', () => {
  it('moves default URLs to a new host and keeps URLs set explicitly', () => {
    const o = fresh()
    applyOptions(o, { 'urls.logout': 'https://other.example/logout' })
    applyOptions(o, { host: 'http://127.0.0.1:3100/' })
    expect(o.host).toBe('http://127.0.0.1:3100')
    expect(o.urls.userSession).toBe('http://127.0.0.1:3100/cws/session')
    expect(o.urls.logout).toBe('https://other.example/logout')
  })
})
