/**
 * Where the map's tiles come from: a site setting (globals/SiteSettings.ts, group *Karta*), read and
 * checked here. Pure: the settings form, the map module and the tests share it.
 *
 * Tiles are third-party images, so the Content-Security-Policy names the hosts a page may load them
 * from (MAP_TILE_ORIGINS, platform/security/headers.ts). A template whose hosts the policy does not
 * allow is refused in the settings and never offered to visitors: the browser would block its tiles.
 */

/** OpenStreetMap's standard tiles, used until the site sets its own. */
export const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'
export const DEFAULT_TILE_SUBDOMAINS = 'abc'
export const DEFAULT_TILE_ATTRIBUTION = '© OpenStreetMap-bidragsgivare'
export const DEFAULT_TILE_ATTRIBUTION_URL = 'https://www.openstreetmap.org/copyright'

/** The settings group as stored (every field may be empty on a site created before the group). */
export type MapTileSettingsData =
  | {
      tileUrl?: string | null
      subdomains?: string | null
      attribution?: string | null
      attributionUrl?: string | null
    }
  | null
  | undefined

/** What the map needs to request and credit its tiles. */
export type MapTiles = {
  urlTemplate: string
  subdomains: string[]
  attribution: string
  attributionUrl: string | null
  /** Every origin the template can load from, {s} expanded. */
  origins: string[]
  /** The provider's host as a visitor reads it: the template's, without the {s} label. */
  host: string
}

/** Leaflet's placeholders; any other `{name}` makes Leaflet throw while the map loads. */
const PLACEHOLDERS = new Set(['s', 'z', 'x', 'y', '-y', 'r'])

/** Leaflet reads a subdomain string as one subdomain per character; commas separate longer ones. */
export function parseSubdomains(value: string | null | undefined): string[] {
  const raw = (value ?? '').trim() || DEFAULT_TILE_SUBDOMAINS
  const list = raw.includes(',') ? raw.split(',').map((part) => part.trim()) : [...raw]
  return list.filter(Boolean)
}

type Checked = { origins: string[] } | { error: string }

/**
 * Checks a tile address template and returns the origins it loads from, or a Swedish message for
 * the editor. The template must be https, name {z}, {x} and {y} (or {-y}), use no placeholder
 * Leaflet does not fill, and keep {s} as the host's first label only.
 */
export function checkTileUrl(template: string, subdomains: string[]): Checked {
  const value = template.trim()
  if (!/^https:\/\/[^/]+\/\S*$/.test(value)) {
    return { error: 'Ange en adressmall som börjar med https://, t.ex. ' + DEFAULT_TILE_URL }
  }
  for (const [, name] of value.matchAll(/\{([^}]*)\}/g)) {
    if (!PLACEHOLDERS.has(name ?? '')) {
      return { error: `Okänd platshållare {${name}}. Tillåtna: {s}, {z}, {x}, {y}, {-y} och {r}.` }
    }
  }
  if (!value.includes('{z}') || !value.includes('{x}') || !/\{-?y\}/.test(value)) {
    return { error: 'Adressmallen måste innehålla {z}, {x} och {y}.' }
  }
  const host = value.slice('https://'.length).split('/')[0]!
  const hostTemplate = host.replace(/^\{s\}\./, '\u0000.')
  if (/[{}]/.test(hostTemplate)) {
    return { error: '{s} får bara stå först i värdnamnet, t.ex. https://{s}.tile.example.org/…' }
  }
  const usesSubdomains = hostTemplate.startsWith('\u0000')
  if (usesSubdomains && !subdomains.length) {
    return { error: 'Ange underdomäner för {s}, t.ex. abc.' }
  }
  if (usesSubdomains && subdomains.some((s) => !/^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/i.test(s))) {
    return { error: 'Underdomänerna får bara innehålla bokstäver, siffror och bindestreck.' }
  }
  const origins: string[] = []
  for (const sub of usesSubdomains ? subdomains : ['']) {
    try {
      const url = new URL(`https://${hostTemplate.replace('\u0000', sub)}/`)
      if (url.username || url.password || !url.hostname.includes('.')) throw new Error('host')
      if (!origins.includes(url.origin)) origins.push(url.origin)
    } catch {
      return { error: 'Värdnamnet i adressmallen är inte giltigt.' }
    }
  }
  return { origins }
}

/** The origins among a template's that the policy does not allow (none: the template may load). */
export function disallowedTileOrigins(origins: string[], allowed: readonly string[]): string[] {
  return origins.filter((origin) => !allowed.includes(origin))
}

/** What the editor reads when the policy would block a template's tiles. */
export function tileOriginsMessage(blocked: string[]): string {
  return (
    `Webbplatsens säkerhetspolicy tillåter inte kartbilder från ${blocked.join(', ')}. ` +
    'Be driftansvarig lägga till värden i MAP_TILE_ORIGINS, eller välj en annan kartleverantör.'
  )
}

const httpsUrl = (value: string | null | undefined): string | null => {
  const v = (value ?? '').trim()
  if (!/^https:\/\/\S+$/.test(v)) return null
  try {
    return new URL(v).href
  } catch {
    return null
  }
}

export type ParsedTiles = { tiles: MapTiles } | { tiles: null; reason: string }

/**
 * The site's tile settings as the map uses them: empty fields take OpenStreetMap's values; a
 * template that is malformed, or loads from a host the Content-Security-Policy does not allow
 * (`allowedOrigins`), gives no tiles and a reason, so the map stays a static preview.
 */
export function parseMapTiles(
  data: MapTileSettingsData,
  allowedOrigins: readonly string[],
): ParsedTiles {
  const urlTemplate = data?.tileUrl?.trim() || DEFAULT_TILE_URL
  const subdomains = parseSubdomains(data?.subdomains)
  const checked = checkTileUrl(urlTemplate, subdomains)
  if ('error' in checked) return { tiles: null, reason: checked.error }
  const blocked = disallowedTileOrigins(checked.origins, allowedOrigins)
  if (blocked.length) return { tiles: null, reason: tileOriginsMessage(blocked) }
  const usingDefaults = !data?.tileUrl?.trim()
  const attribution = data?.attribution?.trim() || (usingDefaults ? DEFAULT_TILE_ATTRIBUTION : '')
  const attributionUrl =
    httpsUrl(data?.attributionUrl) ?? (usingDefaults ? DEFAULT_TILE_ATTRIBUTION_URL : null)
  return {
    tiles: {
      urlTemplate,
      subdomains,
      attribution,
      attributionUrl,
      origins: checked.origins,
      host: new URL(urlTemplate.replace(/^https:\/\/\{s\}\./, 'https://')).hostname,
    },
  }
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/** The credit line Leaflet shows (it sets it as HTML, so the editor's text is escaped here). */
export function attributionHtml(tiles: Pick<MapTiles, 'attribution' | 'attributionUrl'>): string {
  if (!tiles.attribution) return ''
  const text = escapeHtml(tiles.attribution)
  return tiles.attributionUrl ? `<a href="${escapeHtml(tiles.attributionUrl)}">${text}</a>` : text
}
