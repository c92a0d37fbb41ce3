import { describe, expect, it } from 'vitest'

import { renderToStaticMarkup } from 'react-dom/server'

import {
  FEED_POPUP_HEIGHT,
  FEED_POPUP_WIDTH,
  FEED_SUBSCRIBE_PATH,
  feedPopupFeatures,
  feedService,
  feedServiceUrl,
  RETIRED_FEED_SERVICE_URL,
} from './feedPopup'
import { feedFromQuery, FeedSubscribePage } from './SubscribePage'

describe('feed subscription popup (spec 7.3 item 6, 9.7)', () => {
  it('is 550 by 520 pixels', () => {
    expect([FEED_POPUP_WIDTH, FEED_POPUP_HEIGHT]).toEqual([550, 520])
    expect(feedPopupFeatures()).toBe('width=550,height=520,scrollbars=yes,resizable=yes')
  })

  it('is centred over the window it opens from', () => {
    expect(feedPopupFeatures({ left: 100, top: 50, width: 1250, height: 1020 })).toBe(
      'width=550,height=520,scrollbars=yes,resizable=yes,left=450,top=300',
    )
  })

  it('opens the service with uri={feedUri}, encoded, keeping the query and hash it has', () => {
    const feed = 'https://smedja.example/blogg/feed.xml'
    expect(feedServiceUrl('https://feeds.example/subscribe', feed)).toBe(
      'https://feeds.example/subscribe?uri=https%3A%2F%2Fsmedja.example%2Fblogg%2Ffeed.xml',
    )
    expect(feedServiceUrl('https://feeds.example/s?lang=sv#top', feed)).toBe(
      'https://feeds.example/s?lang=sv&uri=https%3A%2F%2Fsmedja.example%2Fblogg%2Ffeed.xml#top',
    )
  })
})

describe("the feed button's service", () => {
  it("is the site's own page unless the editor names another; the retired FeedBurner form maps to it", () => {
    expect(feedService(null)).toBe(FEED_SUBSCRIBE_PATH)
    expect(feedService(RETIRED_FEED_SERVICE_URL)).toBe(FEED_SUBSCRIBE_PATH)
    expect(feedService('https://example.com/sub')).toBe('https://example.com/sub')
    expect(feedServiceUrl(feedService(null), 'https://x.se/blogg/feed.xml')).toBe(
      '/prenumerera?uri=https%3A%2F%2Fx.se%2Fblogg%2Ffeed.xml',
    )
  })

  it('shows the address and reader links for an http(s) feed, and says so when there is none', () => {
    expect(feedFromQuery('javascript:alert(1)')).toBeNull()
    expect(feedFromQuery(['https://a.se/f', 'https://b.se/f'])).toBeNull()
    expect(feedFromQuery(undefined)).toBeNull()
    const feed = feedFromQuery('https://x.se/blogg/feed.xml')!
    const html = renderToStaticMarkup(<FeedSubscribePage feed={feed} />)
    expect(html).toContain('value="https://x.se/blogg/feed.xml"')
    expect(html).toContain(
      'https://feedly.com/i/subscription/feed/https%3A%2F%2Fx.se%2Fblogg%2Ffeed.xml',
    )
    expect(html).toContain(
      'https://www.inoreader.com/?add_feed=https%3A%2F%2Fx.se%2Fblogg%2Ffeed.xml',
    )
    expect(renderToStaticMarkup(<FeedSubscribePage feed={null} />)).toContain(
      'Flödet hittades inte',
    )
  })
})
