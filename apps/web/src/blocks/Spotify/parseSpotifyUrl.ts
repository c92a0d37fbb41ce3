export type SpotifyEmbed = {
  kind: SpotifyKind
  id: string
  embedUrl: string
  /** The player's height: compact for one track or episode, taller for lists. */
  height: number
}

const KINDS = ['track', 'album', 'playlist', 'episode', 'show', 'artist'] as const
type SpotifyKind = (typeof KINDS)[number]

/**
 * Reads a Spotify share link (https://open.spotify.com/track/…, also with an `intl-xx/` prefix or
 * already an `/embed/` address) and returns the embed player's address. Anything else — another
 * host, another scheme, an unknown kind, a malformed id — is null, so the editor gets a message
 * instead of a broken frame.
 */
export function parseSpotifyUrl(input: string): SpotifyEmbed | null {
  let url: URL
  try {
    url = new URL(input.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || url.hostname !== 'open.spotify.com' || url.port) return null
  const match =
    /^\/(?:embed\/)?(?:intl-[a-z]{2}(?:-[a-z]{2})?\/)?([a-z]+)\/([A-Za-z0-9]{22})\/?$/.exec(
      url.pathname,
    )
  if (!match) return null
  const kind = match[1] as SpotifyKind
  if (!KINDS.includes(kind)) return null
  const id = match[2]!
  return {
    kind,
    id,
    embedUrl: `https://open.spotify.com/embed/${kind}/${id}`,
    height: kind === 'track' || kind === 'episode' ? 152 : 352,
  }
}
