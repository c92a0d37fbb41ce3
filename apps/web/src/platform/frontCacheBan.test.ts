import { describe, expect, it } from 'vitest'

import { banPattern, type PurgeTarget } from './frontCacheBan'

/** Which of `urls` (as the front cache stores them: path and query) a ban for `target` reaches. */
function banned(target: PurgeTarget, urls: string[]): string[] {
  const regex = new RegExp(banPattern(target))
  return urls.filter((url) => regex.test(url))
}

describe('banPattern', () => {
  it('bans one page with any query string (Next fetches its RSC payload as ?_rsc=…), nothing else', () => {
    expect(
      banned({ path: '/produkt/oljefilter' }, [
        '/produkt/oljefilter',
        '/produkt/oljefilter?_rsc=1x2y',
        '/produkt/oljefilter-xl',
        '/produkt/oljefilter/recension',
        '/produkt',
        '/x/produkt/oljefilter',
      ]),
    ).toEqual(['/produkt/oljefilter', '/produkt/oljefilter?_rsc=1x2y'])
  })

  it('bans the home page alone for `/`, and treats a trailing slash as the same page', () => {
    expect(banned({ path: '/' }, ['/', '/?_rsc=a', '/om-oss'])).toEqual(['/', '/?_rsc=a'])
    expect(banned({ path: '/blogg/' }, ['/blogg', '/blogg/a'])).toEqual(['/blogg'])
  })

  it('escapes what is literal in a path', () => {
    expect(banned({ path: '/sitemap.xml' }, ['/sitemap.xml', '/sitemapxxml'])).toEqual([
      '/sitemap.xml',
    ])
    expect(banPattern({ path: '/sitemap.xml' })).toBe('^/sitemap\\.xml(?:\\?.*)?$')
  })

  it('matches a path with characters outside ASCII as the browser sends it', () => {
    expect(banned({ path: '/om-företaget' }, ['/om-f%C3%B6retaget', '/om-foretaget'])).toEqual([
      '/om-f%C3%B6retaget',
    ])
  })

  it('turns each dynamic segment of a route into any one segment', () => {
    expect(banPattern({ route: '/blogg/[slug]', type: 'page' })).toBe('^/blogg/[^/?]+(?:\\?.*)?$')
    expect(
      banned({ route: '/blogg/[slug]', type: 'page' }, [
        '/blogg/ny-maskin',
        '/blogg/ny-maskin?_rsc=a',
        '/blogg',
        '/blogg/sida/2',
      ]),
    ).toEqual(['/blogg/ny-maskin', '/blogg/ny-maskin?_rsc=a'])
  })

  it('bans the shop listing at the address visitors use, /butik with any query', () => {
    expect(
      banned({ route: '/butik/[kategori]/[sida]', type: 'page' }, [
        '/butik',
        '/butik?kategori=filter',
        '/butik?kategori=filter&sida=2',
        '/butik/_alla/1',
        '/butik/filter/2?_rsc=z',
        '/butiken',
        '/produkt/oljefilter',
      ]),
    ).toEqual([
      '/butik',
      '/butik?kategori=filter',
      '/butik?kategori=filter&sida=2',
      '/butik/_alla/1',
      '/butik/filter/2?_rsc=z',
    ])
  })

  it('bans search results at /sok with any query', () => {
    expect(
      banned({ route: '/sok/[query]/[page]', type: 'page' }, [
        '/sok?q=underh%C3%A5ll',
        '/sok?q=pump&sida=3',
        '/sok/cHVtcA/1',
        '/sokord',
        '/om-oss?q=pump',
      ]),
    ).toEqual(['/sok?q=underh%C3%A5ll', '/sok?q=pump&sida=3', '/sok/cHVtcA/1'])
  })

  it('bans everything below a folder for a layout, and the whole site for `/`', () => {
    expect(
      banned({ route: '/blogg', type: 'layout' }, [
        '/blogg',
        '/blogg?_rsc=a',
        '/blogg/ny-maskin',
        '/blogg/sida/2',
        '/bloggar',
        '/om-oss',
      ]),
    ).toEqual(['/blogg', '/blogg?_rsc=a', '/blogg/ny-maskin', '/blogg/sida/2'])
    expect(banPattern({ route: '/', type: 'layout' })).toBe('^/')
    expect(banned({ route: '/', type: 'layout' }, ['/', '/om-oss', '/butik?kategori=a'])).toEqual([
      '/',
      '/om-oss',
      '/butik?kategori=a',
    ])
  })

  it('bans the whole site for a tag', () => {
    expect(banPattern({ everything: true })).toBe('^/')
  })

  it('reads catch-all and optional catch-all segments, and ignores route groups', () => {
    expect(
      banned({ route: '/(frontend)/[[...slug]]', type: 'page' }, ['/', '/om-oss', '/a/b?_rsc=1']),
    ).toEqual(['/', '/om-oss', '/a/b?_rsc=1'])
    expect(banned({ route: '/docs/[...rest]', type: 'page' }, ['/docs', '/docs/a/b'])).toEqual([
      '/docs/a/b',
    ])
  })
})
