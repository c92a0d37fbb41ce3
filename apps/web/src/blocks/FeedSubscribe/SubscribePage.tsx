/** Feed readers that take a feed's address in a link; opening one is the visitor's own click. */
const readers = [
  {
    name: 'Feedly',
    href: (feed: string) => `https://feedly.com/i/subscription/feed/${encodeURIComponent(feed)}`,
  },
  {
    name: 'Inoreader',
    href: (feed: string) => `https://www.inoreader.com/?add_feed=${encodeURIComponent(feed)}`,
  },
]

/** The feed address from `?uri=`, when it is an http(s) URL. */
export function feedFromQuery(uri: string | string[] | undefined): string | null {
  if (typeof uri !== 'string' || uri.length > 2000) return null
  try {
    const url = new URL(uri)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

/**
 * The feed button's own subscription page (FEED_SUBSCRIBE_PATH in feedPopup.ts, the module's default): opened
 * in the 550 × 520 popup with `uri=` the feed's address, it shows the address to copy into any feed
 * reader and links that add it to two common ones. No third party loads until the visitor follows one.
 */
export function FeedSubscribePage({ feed }: { feed: string | null }) {
  if (!feed)
    return (
      <main className="feed-page">
        <h1>Flödet hittades inte</h1>
        <p>Länken saknar flödets adress. Stäng fönstret och försök igen från webbplatsen.</p>
      </main>
    )
  return (
    <main className="feed-page">
      <h1>Prenumerera på flödet</h1>
      <p>
        Med en flödesläsare får du våra nya inlägg automatiskt. Kopiera adressen till din läsare,
        eller lägg till flödet i någon av dessa:
      </p>
      <label htmlFor="flodesadress">Flödets adress</label>
      <input id="flodesadress" type="url" readOnly value={feed} />
      <ul>
        {readers.map((reader) => (
          <li key={reader.name}>
            <a href={reader.href(feed)} rel="nofollow noopener noreferrer" target="_blank">
              Lägg till i {reader.name}
            </a>
          </li>
        ))}
        <li>
          <a href={feed} rel="nofollow noopener">
            Öppna flödet (RSS)
          </a>
        </li>
      </ul>
    </main>
  )
}
