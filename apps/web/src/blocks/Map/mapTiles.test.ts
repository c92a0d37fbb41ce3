import { describe, expect, it } from 'vitest'

import { MAP_TILE_ORIGINS } from '@/platform/security/thirdParty'

import {
  attributionHtml,
  checkTileUrl,
  DEFAULT_TILE_ATTRIBUTION,
  DEFAULT_TILE_ATTRIBUTION_URL,
  DEFAULT_TILE_URL,
  parseMapTiles,
  parseSubdomains,
} from './mapTiles'

const osm = [
  'https://a.tile.openstreetmap.org',
  'https://b.tile.openstreetmap.org',
  'https://c.tile.openstreetmap.org',
]

describe('map tile settings', () => {
  it("uses OpenStreetMap's tiles and credit while the settings are empty", () => {
    for (const data of [null, undefined, {}, { tileUrl: '  ', subdomains: null }]) {
      const parsed = parseMapTiles(data, MAP_TILE_ORIGINS)
      expect(parsed.tiles).toEqual({
        urlTemplate: DEFAULT_TILE_URL,
        subdomains: ['a', 'b', 'c'],
        attribution: '© OpenStreetMap-bidragsgivare',
        attributionUrl: 'https://www.openstreetmap.org/copyright',
        origins: osm,
        host: 'tile.openstreetmap.org',
      })
    }
  })

  it("keeps the default template within the policy's default tile hosts", () => {
    const checked = checkTileUrl(DEFAULT_TILE_URL, parseSubdomains(null))
    expect(checked).toEqual({ origins: osm })
    for (const origin of osm) expect(MAP_TILE_ORIGINS).toContain(origin)
  })

  it('reads subdomains one per character, or comma separated', () => {
    expect(parseSubdomains('abc')).toEqual(['a', 'b', 'c'])
    expect(parseSubdomains('tile1, tile2')).toEqual(['tile1', 'tile2'])
    expect(parseSubdomains('')).toEqual(['a', 'b', 'c'])
  })

  it('expands {s} into one origin per subdomain and accepts templates without it', () => {
    expect(checkTileUrl('https://{s}.kartor.example.se/{z}/{x}/{y}.png', ['x', 'y'])).toEqual({
      origins: ['https://x.kartor.example.se', 'https://y.kartor.example.se'],
    })
    expect(checkTileUrl('https://tile.openstreetmap.org/{z}/{x}/{y}.png', [])).toEqual({
      origins: ['https://tile.openstreetmap.org'],
    })
    expect(checkTileUrl('https://kartor.example.se/wmts/{z}/{x}/{-y}{r}.png', [])).toEqual({
      origins: ['https://kartor.example.se'],
    })
  })

  it('refuses templates Leaflet or the policy cannot use, with a Swedish message', () => {
    const error = (template: string, subdomains = ['a']) => {
      const checked = checkTileUrl(template, subdomains)
      return 'error' in checked ? checked.error : null
    }
    expect(error('http://tile.example.se/{z}/{x}/{y}.png')).toMatch(/börjar med https:\/\//)
    expect(error('javascript:alert(1)')).toMatch(/börjar med https:\/\//)
    expect(error('https://tile.example.se/{z}/{x}.png')).toMatch(/\{z\}, \{x\} och \{y\}/)
    expect(error('https://tile.example.se/{z}/{x}/{y}.png?key={apikey}')).toMatch(
      /Okänd platshållare \{apikey\}/,
    )
    expect(error('https://tiles.{s}.example.se/{z}/{x}/{y}.png')).toMatch(
      /\{s\} får bara stå först/,
    )
    expect(error('https://{s}.example.se/{z}/{x}/{y}.png', [])).toMatch(/Ange underdomäner/)
    expect(error('https://{s}.example.se/{z}/{x}/{y}.png', ['a/b'])).toMatch(/Underdomänerna/)
    expect(error('https://localhost/{z}/{x}/{y}.png')).toMatch(/Värdnamnet/)
  })

  it('offers no tiles when the policy does not allow their hosts, and says what to change', () => {
    const data = { tileUrl: 'https://{s}.kartor.example.se/{z}/{x}/{y}.png', subdomains: 'ab' }
    const blocked = parseMapTiles(data, MAP_TILE_ORIGINS)
    expect(blocked.tiles).toBeNull()
    expect('reason' in blocked && blocked.reason).toContain(
      'https://a.kartor.example.se, https://b.kartor.example.se',
    )
    expect('reason' in blocked && blocked.reason).toContain('MAP_TILE_ORIGINS')
    // One host allowed is not enough: the browser would block half the tiles.
    expect(parseMapTiles(data, ['https://a.kartor.example.se']).tiles).toBeNull()
    const allowed = parseMapTiles(data, [
      'https://a.kartor.example.se',
      'https://b.kartor.example.se',
    ])
    expect(allowed.tiles?.host).toBe('kartor.example.se')
    // Another provider's tiles are not credited to OpenStreetMap.
    expect(allowed.tiles?.attribution).toBe('')
    expect(allowed.tiles?.attributionUrl).toBeNull()
    expect(parseMapTiles({}, []).tiles).toBeNull()
  })

  it('escapes the credit line Leaflet writes as HTML', () => {
    expect(
      attributionHtml({
        attribution: DEFAULT_TILE_ATTRIBUTION,
        attributionUrl: DEFAULT_TILE_ATTRIBUTION_URL,
      }),
    ).toBe('<a href="https://www.openstreetmap.org/copyright">© OpenStreetMap-bidragsgivare</a>')
    expect(
      attributionHtml({ attribution: '<img src=x onerror=alert(1)>', attributionUrl: null }),
    ).toBe('&lt;img src=x onerror=alert(1)&gt;')
    expect(
      attributionHtml({ attribution: 'Kartor "AB"', attributionUrl: 'https://a.se/?a=1&b="2"' }),
    ).toBe('<a href="https://a.se/?a=1&amp;b=&quot;2&quot;">Kartor &quot;AB&quot;</a>')
    expect(attributionHtml({ attribution: '', attributionUrl: 'https://a.se' })).toBe('')
  })

  it('ignores an attribution link that is not https', () => {
    const parsed = parseMapTiles({ attributionUrl: 'javascript:alert(1)' }, MAP_TILE_ORIGINS)
    expect(parsed.tiles?.attributionUrl).toBe(DEFAULT_TILE_ATTRIBUTION_URL)
  })
})
