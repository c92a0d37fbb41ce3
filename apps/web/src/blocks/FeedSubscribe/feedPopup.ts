/** Spec 7.3 item 6, 9.7: the feed-subscription popup is 550 by 520 pixels. */
export const FEED_POPUP_WIDTH = 550
export const FEED_POPUP_HEIGHT = 520

/** The site's own subscription page (app/(popup)/prenumerera), which a new feed button opens. */
export const FEED_SUBSCRIBE_PATH = '/prenumerera'

/** FeedBurner's mail form, the old default: it no longer works, so buttons still naming it open ours. */
export const RETIRED_FEED_SERVICE_URL = 'https://feedburner.google.com/fb/a/mailverify'

/** The service a button opens: the editor's choice, or the site's own page. */
export const feedService = (serviceUrl: string | null | undefined) =>
  !serviceUrl || serviceUrl === RETIRED_FEED_SERVICE_URL ? FEED_SUBSCRIBE_PATH : serviceUrl

/** The blog's RSS feed, relative to the site. */
export const BLOG_FEED_PATH = '/blogg/feed.xml'

/** The service's page for a feed: its base URL with `uri={feedUri}` added to the query. */
export function feedServiceUrl(serviceUrl: string, feedUri: string): string {
  const [base, hash] = serviceUrl.split('#', 2) as [string, string | undefined]
  const url = `${base}${base.includes('?') ? '&' : '?'}uri=${encodeURIComponent(feedUri)}`
  return hash === undefined ? url : `${url}#${hash}`
}

/** window.open's features for the popup, centred over the visitor's window when its size is known. */
export function feedPopupFeatures(screen?: {
  left: number
  top: number
  width: number
  height: number
}) {
  const place = screen
    ? `,left=${Math.round(screen.left + (screen.width - FEED_POPUP_WIDTH) / 2)},top=${Math.round(
        screen.top + (screen.height - FEED_POPUP_HEIGHT) / 2,
      )}`
    : ''
  return `width=${FEED_POPUP_WIDTH},height=${FEED_POPUP_HEIGHT},scrollbars=yes,resizable=yes${place}`
}
