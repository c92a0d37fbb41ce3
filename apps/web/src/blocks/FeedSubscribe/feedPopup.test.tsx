import { describe, expect, it } from 'vitest'

import { FEED_POPUP_HEIGHT, FEED_POPUP_WIDTH, feedPopupFeatures, feedServiceUrl } from './feedPopup'

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
