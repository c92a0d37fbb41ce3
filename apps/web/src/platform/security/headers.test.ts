import { describe, expect, it } from 'vitest'

import {
  contentSecurityPolicy,
  PERMISSIONS_POLICY,
  policyConfigFromEnv,
  securityHeaders,
  surfaceOf,
  usesNonce,
} from './headers'
import { EMBED_FRAME_ORIGINS, MAP_TILE_ORIGINS } from './thirdParty'

const config = policyConfigFromEnv(
  { SITE_URL: 'http://127.0.0.1:3000', OIDC_ISSUER: 'https://login.example.com/tenant/v2.0' },
  'http://127.0.0.1:3100',
)
const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name, ...sources] = part.split(' ')
      return [name, sources]
    }),
  )

describe('security headers (issue 10)', () => {
  it('sorts paths into surfaces', () => {
    expect(surfaceOf('/')).toBe('page')
    expect(surfaceOf('/produkt/oljefilter')).toBe('page')
    expect(surfaceOf('/kassan')).toBe('private')
    expect(surfaceOf('/kassan/order-mottagen/5')).toBe('private')
    expect(surfaceOf('/konto/adresser')).toBe('private')
    expect(surfaceOf('/varukorg')).toBe('private')
    expect(surfaceOf('/kassanova')).toBe('page')
    expect(surfaceOf('/admin')).toBe('admin')
    expect(surfaceOf('/admin/collections/pages')).toBe('admin')
    expect(surfaceOf('/api/media/file/a.jpg')).toBe('api')
  })

  it('lets no other origin frame the admin, cart, checkout or account', () => {
    const withEmbed = { ...config, embedOrigins: ['https://teams.example.com'] }
    for (const path of ['/admin', '/kassan', '/konto', '/varukorg']) {
      const headers = securityHeaders(surfaceOf(path), withEmbed, 'bm9uY2U=')
      expect(directives(headers['Content-Security-Policy']!)['frame-ancestors']).toEqual(["'self'"])
      expect(headers['X-Frame-Options']).toBe('SAMEORIGIN')
    }
    const page = securityHeaders('page', withEmbed)
    expect(directives(page['Content-Security-Policy']!)['frame-ancestors']).toEqual([
      "'self'",
      'https://teams.example.com',
    ])
    expect(page['X-Frame-Options']).toBeUndefined()
  })

  it('keeps public pages to the site, the network service and the video hosts', () => {
    const d = directives(contentSecurityPolicy('page', config))
    expect(d['default-src']).toEqual(["'self'"])
    expect(d['object-src']).toEqual(["'none'"])
    expect(d['base-uri']).toEqual(["'self'"])
    expect(d['script-src']).toEqual(["'self'", "'unsafe-inline'", 'http://127.0.0.1:3100'])
    expect(d['frame-src']).toEqual(["'self'", 'http://127.0.0.1:3100', ...EMBED_FRAME_ORIGINS])
    expect(d['style-src']).toEqual(["'self'", "'unsafe-inline'", 'http://127.0.0.1:3100'])
    expect(d['img-src']).toEqual(["'self'", 'data:', 'blob:', ...MAP_TILE_ORIGINS])
    expect(d['form-action']).toEqual([
      "'self'",
      'http://127.0.0.1:3100',
      'https://login.example.com',
    ])
    expect(d['report-uri']).toEqual(['/api/csp-report'])
  })

  it('gives a nonce to the private pages rendered per request only', () => {
    for (const path of [
      '/kassan',
      '/varukorg',
      '/konto',
      '/konto/aterstall-losenord',
      '/kassan/order-mottagen/12',
    ]) {
      expect(usesNonce(path), path).toBe(true)
    }
    for (const path of ['/', '/kassan/finns-inte', '/konto/logga-in', '/produkt/x', '/kassanova']) {
      expect(usesNonce(path), path).toBe(false)
    }
  })

  it('runs only nonce-bearing scripts on the private pages', () => {
    const d = directives(contentSecurityPolicy('private', config, 'abc123'))
    expect(d['script-src']).toContain("'nonce-abc123'")
    expect(d['script-src']).toContain("'strict-dynamic'")
    expect(d['script-src']).not.toContain("'unsafe-inline'")
  })

  it("lets public pages, and only them, load a hosted bot check's script and frames", () => {
    const withCheck = { ...config, botCheckOrigins: ['https://www.google.com'] }
    const page = directives(contentSecurityPolicy('page', withCheck))
    expect(page['script-src']).toContain('https://www.google.com')
    expect(page['frame-src']).toContain('https://www.google.com')
    const priv = directives(contentSecurityPolicy('private', withCheck, 'n1'))
    expect(priv['script-src']).not.toContain('https://www.google.com')
    expect(priv['frame-src']).not.toContain('https://www.google.com')
  })

  it('lists the given script hashes beside the nonce, and only where a nonce is used', () => {
    const hashed = { ...config, scriptHashes: ['sha256-abc='] }
    expect(directives(contentSecurityPolicy('private', hashed, 'n1'))['script-src']).toContain(
      "'sha256-abc='",
    )
    expect(directives(contentSecurityPolicy('page', hashed))['script-src']).not.toContain(
      "'sha256-abc='",
    )
  })

  it('sandboxes what /api/ serves', () => {
    const d = directives(contentSecurityPolicy('api', config))
    expect(d['default-src']).toEqual(["'none'"])
    expect(d.sandbox).toEqual([])
  })

  it('adds HSTS and upgrades requests only on https', () => {
    expect(securityHeaders('page', config)['Strict-Transport-Security']).toBeUndefined()
    const https = policyConfigFromEnv({ SITE_URL: 'https://www.norrberg.se' }, null)
    expect(securityHeaders('page', https)['Strict-Transport-Security']).toMatch(/max-age=\d+/)
    expect(directives(contentSecurityPolicy('page', https))).toHaveProperty(
      'upgrade-insecure-requests',
    )
  })

  it('denies device features the site never uses', () => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`)
    }
  })

  it('allows map tiles from the configured tile servers on public pages only', () => {
    expect(MAP_TILE_ORIGINS).toContain('https://a.tile.openstreetmap.org')
    const own = policyConfigFromEnv(
      { MAP_TILE_ORIGINS: 'https://kartor.example.se, http://insecure.example.se, javascript:x' },
      null,
    )
    expect(own.mapTileOrigins).toEqual(['https://kartor.example.se'])
    expect(directives(contentSecurityPolicy('page', own))['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://kartor.example.se',
    ])
    for (const surface of ['private', 'admin'] as const) {
      expect(directives(contentSecurityPolicy(surface, own, 'n'))['img-src']).toEqual([
        "'self'",
        'data:',
        'blob:',
      ])
    }
    expect(policyConfigFromEnv({ MAP_TILE_ORIGINS: 'none' }, null).mapTileOrigins).toEqual([])
  })

  it('drops configured origins that are not http(s) origins', () => {
    const c = policyConfigFromEnv({ EMBED_ORIGINS: 'javascript:alert(1), https://a.se/x *' }, null)
    expect(c.embedOrigins).toEqual(['https://a.se'])
  })
})
