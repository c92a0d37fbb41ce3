/**
 * The site's security headers, per surface, in one place (issue 10). `src/proxy.ts` applies them to
 * every response it sees; the reasons for each directive and every exception are in
 * docs/architecture.md, *Security headers*. Pure: no Next.js, no database, so tests and the proxy
 * share it.
 *
 * Later features add the hosts they need through `PolicyConfig` (read from the environment by
 * `policyConfigFromEnv`); none may loosen a directive for everyone.
 */

import { usesNonce } from './perRequestPages'
import { EMBED_FRAME_ORIGINS, MAP_TILE_ORIGINS } from './thirdParty'

/**
 * - `page`: public pages (statically generated; inline framework scripts, see `script-src`);
 * - `private`: cart, checkout and account (no framing; the pages rendered per request run only
 *   scripts carrying a nonce, see `usesNonce`);
 * - `admin`: Payload's admin;
 * - `api`: JSON and files from /api/ (never a document a browser should render as a page).
 */
export type Surface = 'page' | 'private' | 'admin' | 'api'

export type PolicyConfig = {
  /** The site's own origin (SITE_URL). */
  siteOrigin: string
  /** The professional-network service (NETWORK_URL): its SDK script and widget frames. */
  networkOrigin: string | null
  /** Identity providers a sign-in form may post or redirect to (OIDC_ISSUER). */
  identityOrigins: string[]
  /** Origins that may frame public pages (EMBED_ORIGINS: the collaboration-suite host, an intranet). */
  embedOrigins: string[]
  /** Map tile servers public pages may load images from (MAP_TILE_ORIGINS; OpenStreetMap's by default). */
  mapTileOrigins: string[]
  /**
   * Where the collaboration host's SDK fetches its list of host origins (features/sso: loaded only
   * inside the host, when host sign-in is on, OIDC_APP_ID_URI).
   */
  hostSdkOrigins?: string[]
  /** Where browsers send violation reports. */
  reportPath: string
  /**
   * Hashes (`sha256-…`) of scripts from our origin that pages rendered per request may load besides
   * those with the nonce; each such script carries the hash as its `integrity` (the proxy passes the
   * browser-class script's).
   */
  scriptHashes?: string[]
  /**
   * A hosted bot check's origins (BOT_PROVIDER=siteverify; the forms feature reads them): public pages
   * may load its script and frames. It loads only after the visitor allows functional cookies.
   */
  botCheckOrigins?: string[]
  /**
   * The hosts of the tags staff configured in the consent settings (GTM, GA4, Meta pixel, Google
   * Ads; features/consent/routing.ts), on public and private pages; empty while none is configured.
   * The tags themselves load only after the visitor's consent.
   */
  consentTags?: { script: string[]; connect: string[]; img: string[]; frame: string[] }
}

export const CSP_REPORT_PATH = '/api/csp-report'

/**
 * The admin's code fields use Payload's Monaco editor, which loads itself from this CDN. Only the
 * admin allows it; visitors' pages never do.
 */
export const ADMIN_EDITOR_CDN = 'https://cdn.jsdelivr.net'

const PRIVATE_PREFIXES = ['/varukorg', '/kassan', '/konto']

// Which pages get a nonce: perRequestPages.ts (client code reads it too).
export { usesNonce }

/** Which surface a request path belongs to. */
export function surfaceOf(pathname: string): Surface {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin'
  if (pathname.startsWith('/api/')) return 'api'
  if (PRIVATE_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return 'private'
  return 'page'
}

/** Video players may play, go fullscreen and decrypt; nothing else may. */
const videoAllowList = `(self ${EMBED_FRAME_ORIGINS.map((o) => `"${o}"`).join(' ')})`

/**
 * Features the site never uses, denied for the page and every frame in it; the few a video player
 * needs are allowed for the site and the embeddable players only.
 */
const DENIED_FEATURES = [
  'accelerometer',
  `autoplay=${videoAllowList}`,
  'camera',
  'display-capture',
  `encrypted-media=${videoAllowList}`,
  `fullscreen=${videoAllowList}`,
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  `picture-in-picture=${videoAllowList}`,
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]

export const PERMISSIONS_POLICY = DENIED_FEATURES.map((entry) =>
  entry.includes('=') ? entry : `${entry}=()`,
).join(', ')

type Directives = Record<string, string[]>

function serialise(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => (sources.length ? `${name} ${sources.join(' ')}` : name))
    .join('; ')
}

const compact = (...origins: (string | null | undefined)[]): string[] => [
  ...new Set(origins.filter((o): o is string => Boolean(o))),
]

/** The Content-Security-Policy of a surface; with a `nonce`, only scripts carrying it run. */
export function contentSecurityPolicy(
  surface: Surface,
  config: PolicyConfig,
  nonce?: string,
): string {
  const https = config.siteOrigin.startsWith('https://')
  const report = [`report-uri ${config.reportPath}`]
  if (surface === 'api') {
    // A JSON answer or an uploaded file opened directly: nothing in it may run or be framed.
    return serialise({
      'default-src': ["'none'"],
      'img-src': ["'self'"],
      'style-src': ["'unsafe-inline'"],
      'frame-ancestors': ["'self'"],
      sandbox: [],
    })
  }
  const network = config.networkOrigin
  const tags = config.consentTags
  const common: Directives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'font-src': ["'self'"],
    'manifest-src': ["'self'"],
    'media-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
  }
  let directives: Directives
  if (surface === 'admin') {
    directives = {
      ...common,
      'script-src': ["'self'", "'unsafe-inline'", ADMIN_EDITOR_CDN],
      'style-src': ["'self'", "'unsafe-inline'", ADMIN_EDITOR_CDN],
      'font-src': ["'self'", 'data:', ADMIN_EDITOR_CDN],
      'img-src': ["'self'", 'data:', 'blob:'],
      'connect-src': ["'self'"],
      // Live preview shows the site itself in a frame.
      'frame-src': ["'self'"],
      'form-action': compact("'self'", ...config.identityOrigins),
      'frame-ancestors': ["'self'"],
    }
  } else {
    directives = {
      ...common,
      'script-src': nonce
        ? [
            "'self'",
            `'nonce-${nonce}'`,
            ...(config.scriptHashes ?? []).map((hash) => `'${hash}'`),
            "'strict-dynamic'",
            ...compact(network),
          ]
        : compact(
            "'self'",
            "'unsafe-inline'",
            network,
            ...(surface === 'page' ? (config.botCheckOrigins ?? []) : []),
            ...(tags?.script ?? []),
          ),
      // The network's insight tag adds its late stylesheet from the network host (spec 7.4).
      'style-src': compact("'self'", "'unsafe-inline'", network),
      // Map tiles only on public pages: cart, checkout and account show no map.
      'img-src': compact(
        "'self'",
        'data:',
        'blob:',
        ...(surface === 'page' ? config.mapTileOrigins : []),
        ...(tags?.img ?? []),
      ),
      'connect-src': compact(
        "'self'",
        network,
        ...(surface === 'page' ? (config.hostSdkOrigins ?? []) : []),
        ...(tags?.connect ?? []),
      ),
      'frame-src': compact(
        "'self'",
        network,
        ...EMBED_FRAME_ORIGINS,
        ...(surface === 'page' ? (config.botCheckOrigins ?? []) : []),
        ...(tags?.frame ?? []),
      ),
      // The network's sign-in popup receives its authorize form from the page (spec 7.2, popup OAuth).
      'form-action': compact(
        "'self'",
        ...(surface === 'page' ? [network] : []),
        ...config.identityOrigins,
      ),
      'frame-ancestors':
        surface === 'private' ? ["'self'"] : compact("'self'", ...config.embedOrigins),
    }
  }
  if (https) directives['upgrade-insecure-requests'] = []
  return `${serialise(directives)}; ${report.join('; ')}`
}

/** Every security header of a response on `surface`. */
export function securityHeaders(
  surface: Surface,
  config: PolicyConfig,
  nonce?: string,
): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(surface, config, nonce),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // Popups we open (network sign-in, payment) keep their opener; other sites' windows do not.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  }
  // Documents only another page of ours should load. Media stays loadable by mail clients and
  // link previews, so /api/ has no resource policy.
  if (surface === 'admin' || surface === 'private') {
    headers['Cross-Origin-Resource-Policy'] = 'same-origin'
  }
  // Old browsers that ignore frame-ancestors: only where no other origin may frame us.
  if (surface !== 'page' || config.embedOrigins.length === 0) {
    headers['X-Frame-Options'] = 'SAMEORIGIN'
  }
  if (config.siteOrigin.startsWith('https://')) {
    headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains'
  }
  return headers
}

type Env = Record<string, string | undefined>

/** @microsoft/teams-js reads its list of valid host origins from here (validDomains.json). */
const TEAMS_SDK_ORIGINS_HOST = 'https://res.cdn.office.net'

function originOf(value: string | undefined): string | null {
  if (!value || !/^https?:\/\//i.test(value.trim())) return null
  try {
    return new URL(value.trim()).origin
  } catch {
    return null
  }
}

const origins = (raw: string | undefined): string[] =>
  compact(...(raw ?? '').split(/[\s,]+/).map((item) => originOf(item)))

/**
 * The policy's inputs from the environment. The network origin comes from the caller (the network
 * module owns its default), so this file stays free of module imports.
 */
export function policyConfigFromEnv(env: Env, networkOrigin: string | null): PolicyConfig {
  return {
    siteOrigin:
      originOf(env.SITE_URL) ?? originOf(env.NEXT_PUBLIC_SITE_URL) ?? 'http://localhost:3000',
    networkOrigin,
    identityOrigins: origins(env.OIDC_ISSUER),
    embedOrigins: origins(env.EMBED_ORIGINS),
    mapTileOrigins: mapTileOriginsFromEnv(env),
    hostSdkOrigins: env.OIDC_APP_ID_URI?.trim() ? [TEAMS_SDK_ORIGINS_HOST] : [],
    reportPath: CSP_REPORT_PATH,
  }
}

/**
 * The map tile servers public pages may load images from: the origins in MAP_TILE_ORIGINS (comma or
 * space separated; `none` allows no tile server, so maps stay static previews), or OpenStreetMap's
 * when it is unset. The map module checks its tile setting against the same list.
 */
export function mapTileOriginsFromEnv(env: Env): string[] {
  const raw = env.MAP_TILE_ORIGINS?.trim()
  if (!raw) return [...MAP_TILE_ORIGINS]
  if (raw.toLowerCase() === 'none') return []
  return origins(raw).filter((origin) => origin.startsWith('https://'))
}
