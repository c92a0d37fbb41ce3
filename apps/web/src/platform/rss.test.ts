import { describe, expect, it } from 'vitest'

import { renderRss, rssDate, xmlText } from './rss'

const channel = {
  title: 'Smedja – Blogg',
  path: '/blogg',
  selfPath: '/blogg/feed.xml',
  description: 'Nyheter & tips',
  language: 'sv-SE',
}

describe('blog feed (RSS 2.0)', () => {
  it('links every item absolutely, newest first as given, with guid, date, author and category', () => {
    const xml = renderRss(
      {
        ...channel,
        items: [
          {
            title: 'Ny <svets> & "lager"',
            path: '/blogg/ny-svets',
            description: 'Kort ingress',
            publishedAt: '2026-03-02T08:00:00.000Z',
            author: 'Anna',
            categories: ['Underhåll'],
          },
          { title: 'Äldre', path: '/blogg/aldre', publishedAt: '2026-01-10T08:00:00.000Z' },
        ],
      },
      'https://smedja.example',
    )
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true)
    expect(xml).toContain('<link>https://smedja.example/blogg</link>')
    expect(xml).toContain(
      '<atom:link href="https://smedja.example/blogg/feed.xml" rel="self" type="application/rss+xml"/>',
    )
    expect(xml).toContain('<title>Ny &lt;svets&gt; &amp; &quot;lager&quot;</title>')
    expect(xml).toContain('<guid isPermaLink="true">https://smedja.example/blogg/ny-svets</guid>')
    expect(xml).toContain('<pubDate>Mon, 02 Mar 2026 08:00:00 GMT</pubDate>')
    expect(xml).toContain('<dc:creator>Anna</dc:creator>')
    expect(xml).toContain('<category>Underhåll</category>')
    expect(xml).toContain('<lastBuildDate>Mon, 02 Mar 2026 08:00:00 GMT</lastBuildDate>')
    expect(xml.indexOf('/blogg/ny-svets')).toBeLessThan(xml.indexOf('/blogg/aldre'))
    expect(xml.match(/<item>/g)).toHaveLength(2)
  })

  it('drops characters XML cannot hold and escapes markup', () => {
    expect(xmlText('a\u0001b<c>')).toBe('ab&lt;c&gt;')
    expect(rssDate('2026-11-24T15:00:00Z')).toBe('Tue, 24 Nov 2026 15:00:00 GMT')
  })

  it('an empty blog is still a valid channel', () => {
    const xml = renderRss(
      { ...channel, items: [] },
      'https://x.se',
      new Date('2026-05-01T00:00:00Z'),
    )
    expect(xml).not.toContain('<item>')
    expect(xml).toContain('<lastBuildDate>Fri, 01 May 2026 00:00:00 GMT</lastBuildDate>')
  })
})
