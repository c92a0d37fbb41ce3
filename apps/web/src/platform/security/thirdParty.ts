/**
 * Third-party hosts the site may load content from, and why. The Content-Security-Policy
 * (headers.ts) and the code module's sanitiser (blocks/Code/sanitizeEmbed.ts) read the same lists,
 * so what an editor may embed is exactly what the browser will load.
 */

/** Video players: the video modules (click to play) and iframes an editor pastes into a code module. */
export const VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com']

/** Further frames an editor may paste into a code module: maps, audio. */
export const EMBED_FRAME_ORIGINS = [
  ...VIDEO_FRAME_ORIGINS,
  'https://www.youtube.com',
  'https://www.openstreetmap.org',
  'https://open.spotify.com',
]

export const EMBED_FRAME_HOSTNAMES = EMBED_FRAME_ORIGINS.map((origin) => new URL(origin).hostname)

/**
 * Map tiles (the map module, after the visitor chooses to show the map): OpenStreetMap's standard
 * tile servers, with and without the a/b/c subdomains of the default template. Public pages allow
 * these as images unless MAP_TILE_ORIGINS names others (headers.ts); the tile address setting is
 * checked against the same list.
 */
export const MAP_TILE_ORIGINS = [
  'https://tile.openstreetmap.org',
  'https://a.tile.openstreetmap.org',
  'https://b.tile.openstreetmap.org',
  'https://c.tile.openstreetmap.org',
]
