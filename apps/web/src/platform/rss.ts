/** RSS 2.0 (https://www.rssboard.org/rss-specification) for the blog: pure, so it is tested alone. */

export type FeedItem = {
  title: string
  /** Site-relative path of the item, e.g. /blogg/slug. */
  path: string
  description?: string | null
  publishedAt?: string | null
  author?: string | null
  categories?: string[]
}

export type FeedChannel = {
  title: string
  /** Site-relative path of the page the feed stands for, e.g. /blogg. */
  path: string
  /** Site-relative path of the feed itself (atom:link rel="self"). */
  selfPath: string
  description: string
  language: string
  items: FeedItem[]
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/** Text for an XML element or attribute; characters XML 1.0 forbids are dropped. */
export function xmlText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is dropped
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/[&<>"']/g, (c) => ESCAPES[c]!)
  )
}

/** RFC 822 date, as RSS 2.0 wants it (Date#toUTCString gives exactly that form). */
export const rssDate = (iso: string) => new Date(iso).toUTCString()

/**
 * The feed document: absolute links under `origin`, items in the order given (the caller sorts them
 * newest first), each with a permanent guid, its publication date, author and categories when known.
 */
export function renderRss(channel: FeedChannel, origin: string, now = new Date()): string {
  const url = (path: string) => `${origin}${path}`
  const newest = channel.items.find((item) => item.publishedAt)?.publishedAt
  const items = channel.items.map((item) =>
    [
      '    <item>',
      `      <title>${xmlText(item.title)}</title>`,
      `      <link>${xmlText(url(item.path))}</link>`,
      `      <guid isPermaLink="true">${xmlText(url(item.path))}</guid>`,
      item.publishedAt ? `      <pubDate>${rssDate(item.publishedAt)}</pubDate>` : null,
      item.author ? `      <dc:creator>${xmlText(item.author)}</dc:creator>` : null,
      ...(item.categories ?? []).map((c) => `      <category>${xmlText(c)}</category>`),
      item.description ? `      <description>${xmlText(item.description)}</description>` : null,
      '    </item>',
    ]
      .filter((line): line is string => line !== null)
      .join('\n'),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${xmlText(channel.title)}</title>`,
    `    <link>${xmlText(url(channel.path))}</link>`,
    `    <atom:link href="${xmlText(url(channel.selfPath))}" rel="self" type="application/rss+xml"/>`,
    `    <description>${xmlText(channel.description)}</description>`,
    `    <language>${xmlText(channel.language)}</language>`,
    `    <lastBuildDate>${rssDate(newest ?? now.toISOString())}</lastBuildDate>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}

/** The blog feed's `<link rel="alternate">`, for the metadata `alternates.types` of blog pages. */
export const blogFeedAlternate = {
  'application/rss+xml': [{ url: '/blogg/feed.xml', title: 'Bloggen (RSS)' }],
}
