import { describe, expect, it } from 'vitest'

import { linkHref, safeModuleUrl } from './linkHref'

describe('linkHref', () => {
  it('routes references to their Swedish public paths', () => {
    const page = {
      type: 'reference' as const,
      reference: { relationTo: 'pages', value: { slug: 'om-oss' } },
    }
    expect(linkHref(page)).toBe('/om-oss')
    expect(linkHref({ ...page, reference: { relationTo: 'pages', value: { slug: 'hem' } } })).toBe(
      '/',
    )
    expect(linkHref({ ...page, reference: { relationTo: 'posts', value: { slug: 'nytt' } } })).toBe(
      '/blogg/nytt',
    )
    expect(linkHref({ ...page, reference: { relationTo: 'projects', value: { slug: 'x' } } })).toBe(
      '/projekt/x',
    )
    expect(
      linkHref({ ...page, reference: { relationTo: 'products', value: { slug: 'oljefilter' } } }),
    ).toBe('/produkt/oljefilter')
  })

  it('gives no link for unpopulated references and unsafe custom URLs', () => {
    expect(linkHref({ type: 'reference', reference: { relationTo: 'pages', value: 4 } })).toBeNull()
    expect(linkHref({ type: 'custom', url: 'javascript:alert(1)' })).toBeNull()
    expect(linkHref({ type: 'custom', url: '//evil.example' })).toBeNull()
    expect(linkHref({ type: 'custom', url: 'https://example.se/x' })).toBe('https://example.se/x')
    expect(linkHref({ type: 'custom', url: '#kontakt' })).toBe('#kontakt')
    expect(linkHref(null)).toBeNull()
  })

  it('accepts anchors and http(s) for module links', () => {
    expect(safeModuleUrl(' #tjanster ')).toBe('#tjanster')
    expect(safeModuleUrl('data:text/html,x')).toBeNull()
  })
})
