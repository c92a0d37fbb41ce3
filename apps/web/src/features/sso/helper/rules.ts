/**
 * The redirect helper's pure rules (spec 4.1, 9.1). Self-contained like params.ts: the script is made
 * of their source text (script.ts), so no imports, no module constants, plain ES2017.
 */

export type Geometry = { width: number; height: number; left: number; top: number }
export type ScreenLike = {
  availWidth: number
  availHeight: number
  availLeft?: number
  availTop?: number
}

/** The sign-in popup: 600 x 535, centred on the available screen and clamped to it (spec 9.1). */
export function popupGeometry(screen: ScreenLike): Geometry {
  const availWidth = Math.max(0, Math.floor(screen.availWidth || 0))
  const availHeight = Math.max(0, Math.floor(screen.availHeight || 0))
  const width = Math.min(600, availWidth)
  const height = Math.min(535, availHeight)
  return {
    width: width,
    height: height,
    left: Math.floor((screen.availLeft || 0) + (availWidth - width) / 2),
    top: Math.floor((screen.availTop || 0) + (availHeight - height) / 2),
  }
}

/** The `window.open` features string of a geometry. */
export function popupFeatures(g: Geometry): string {
  return 'width=' + g.width + ',height=' + g.height + ',left=' + g.left + ',top=' + g.top
}

/**
 * Inside the collaboration host: the host flag is stored, or the window name is one the host gives
 * its frames (spec 4.1, 9.1).
 */
export function isInHost(storedHostFlag: string | null, windowName: string): boolean {
  return (
    Boolean(storedHostFlag) ||
    windowName === 'embedded-page-container' ||
    windowName === 'extension-tab-frame'
  )
}

export type OpenerAction = { go: string } | { reload: true }

/**
 * Where the opener goes once the popup reports back (spec 4.1 step 6): the stored target (as a
 * server-relative path inside the host; a target without protocol gets the page's protocol), else
 * siteUrl, else a reload.
 */
export function openerTarget(
  stored: string | null,
  inHost: boolean,
  pageProtocol: string,
  siteUrl: string | null,
): OpenerAction {
  if (stored) {
    const hasProtocol = /^[a-z][a-z0-9+.-]*:/i.test(stored)
    const absolute = hasProtocol
      ? stored
      : pageProtocol + (stored.indexOf('//') === 0 ? stored : '//' + stored)
    if (!inHost) return { go: absolute }
    const match = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*([^#]*(?:#.*)?)$/i.exec(absolute)
    const path = match ? match[1] || '/' : '/'
    return { go: path.charAt(0) === '/' ? path : '/' + path }
  }
  if (siteUrl) return { go: siteUrl }
  return { reload: true }
}

/** A random version-4 UUID (the cache-buster `cb`, spec 3.1, 9.1). */
export function uuidV4(cryptoObj: {
  randomUUID?: () => string
  getRandomValues: <T extends Uint8Array>(array: T) => T
}): string {
  if (typeof cryptoObj.randomUUID === 'function') return cryptoObj.randomUUID()
  const bytes = cryptoObj.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  let hex = ''
  for (let i = 0; i < 16; i++) hex += (bytes[i]! + 0x100).toString(16).slice(1)
  return (
    hex.slice(0, 8) +
    '-' +
    hex.slice(8, 12) +
    '-' +
    hex.slice(12, 16) +
    '-' +
    hex.slice(16, 20) +
    '-' +
    hex.slice(20)
  )
}

/** `base` with `params` added to its query (existing parameters kept). */
export function withQuery(base: string, params: Record<string, string>): string {
  const hashAt = base.indexOf('#')
  const clean = hashAt >= 0 ? base.slice(0, hashAt) : base
  let query = ''
  for (const key of Object.keys(params)) {
    query += (query ? '&' : '') + encodeURIComponent(key) + '=' + encodeURIComponent(params[key]!)
  }
  return clean + (clean.indexOf('?') >= 0 ? '&' : '?') + query
}

/** The origin of an absolute http(s) URL, or '' for anything else. */
export function originOf(url: string): string {
  const match = /^(https?:\/\/[^/?#]+)/i.exec(url)
  return match ? match[1]!.toLowerCase() : ''
}
