import { OptionsFrozenError } from './errors'

/** The URL settings of SPEC 2.2; each defaults to a path on the network host. */
export interface NetworkUrls {
  apiProxy: string
  userSession: string
  logout: string
  authorize: string
  relay: string
  oauthRedirect: string
  pkceAuthorization: string
  signin: string
}

export const URL_PATHS: Readonly<NetworkUrls> = {
  apiProxy: '/cws/proxy',
  userSession: '/cws/session',
  logout: '/cws/logout',
  authorize: '/oauth/authorize',
  relay: '/cws/relay',
  oauthRedirect: '/cws/oauth/redirect',
  pkceAuthorization: '/oauth/v2/authorization',
  signin: '/cws/login',
}

export type OnLoad = string | ((...args: unknown[]) => void)

export interface NetworkOptions {
  /** Origin of the network service (the origin in.js was loaded from). */
  host: string
  lang: string
  init: boolean
  parse: boolean
  compat: boolean
  dataNamespace: string
  onLoad: OnLoad | undefined
  templateMarkers: string
  suppressWarnings: boolean
  authorize: boolean
  scope: string[]
  /** Sign-in flow: 'auto' and 'popup' use the user-agent popup, 'pkce' the PKCE popup. */
  mode: string
  debug: boolean
  credentialsCookie: boolean
  credentialsCookieCrc: boolean
  apiKey: string
  urls: NetworkUrls
  /** Options the framework does not know, by normalized name (for extensions). */
  extra: Record<string, unknown>
}

export type OptionInput = Record<string, unknown>

const NAMES = [
  'host',
  'lang',
  'init',
  'parse',
  'deferParse',
  'compat',
  'dataNamespace',
  'onLoad',
  'templateMarkers',
  'suppressWarnings',
  'authorize',
  'scope',
  'mode',
  'debug',
  'credentialsCookie',
  'credentialsCookieCrc',
  'apiKey',
] as const
type Name = (typeof NAMES)[number]

const URL_NAMES = Object.keys(URL_PATHS) as (keyof NetworkUrls)[]

/** Option names are lowercased and stripped to letters and digits: 'api_key' and 'apiKey' match. */
export function normalizeOptionName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '')
}

/** Option values are parsed as JSON where possible, otherwise kept as the trimmed string. */
export function parseOptionValue(raw: string): unknown {
  const text = raw.trim()
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * Reads `key: value` lines (the body of the in.js script tag) as raw text; applyOptions parses each
 * value as JSON where possible. Lines without a colon are ignored.
 */
export function parseScriptOptions(text: string): Record<string, string> {
  const result: Record<string, string> = {}
  for (const line of text.split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon < 1) continue
    const key = line.slice(0, colon).trim()
    if (key) result[key] = line.slice(colon + 1).trim()
  }
  return result
}

const canonical = new Map<string, Name>(NAMES.map((n) => [normalizeOptionName(n), n]))
const canonicalUrl = new Map<string, keyof NetworkUrls>(
  URL_NAMES.map((n) => [normalizeOptionName(n), n]),
)

const json = (value: unknown): unknown =>
  typeof value === 'string' ? parseOptionValue(value) : value

const bool = (value: unknown): boolean => {
  const parsed = json(value)
  return typeof parsed === 'string' ? parsed.toLowerCase() === 'true' : Boolean(parsed)
}

/** String options keep their text: 'en_US' stays, '"quoted"' is unquoted, '0123' is not a number. */
const text = (value: unknown): string => {
  if (value === null || value === undefined) return ''
  if (typeof value !== 'string') return String(value)
  const parsed = parseOptionValue(value)
  return typeof parsed === 'string' ? parsed : value.trim()
}

const list = (value: unknown): string[] => {
  const parsed = json(value)
  const items = Array.isArray(parsed)
    ? parsed.map(String)
    : typeof parsed === 'string'
      ? parsed.split(/[\s,]+/)
      : []
  return items.map((s) => s.trim()).filter(Boolean)
}

export interface OptionEnvironment {
  host: string
  /** localStorage 'xdoor.debug' === 'true' or window-name data with debug. */
  debugFlag: boolean
}

export function defaultOptions(env: OptionEnvironment): NetworkOptions {
  const host = env.host.replace(/\/+$/, '')
  const urls = {} as NetworkUrls
  for (const name of URL_NAMES) urls[name] = host + URL_PATHS[name]
  return {
    host,
    lang: 'en_US',
    init: true,
    parse: true,
    compat: true,
    dataNamespace: '',
    onLoad: undefined,
    templateMarkers: '<?js ?>',
    suppressWarnings: false,
    authorize: false,
    scope: [],
    mode: 'auto',
    debug: env.debugFlag,
    credentialsCookie: false,
    credentialsCookieCrc: false,
    apiKey: '',
    urls,
    extra: {},
  }
}

export interface ApplyResult {
  /** Deprecated names that were used (deferParse). */
  deprecated: string[]
}

/** Applies raw option input (from the script body or the API) onto options, in place. */
export function applyOptions(target: NetworkOptions, input: OptionInput): ApplyResult {
  const deprecated: string[] = []
  for (const [rawKey, value] of Object.entries(input)) {
    const key = normalizeOptionName(rawKey)
    const parsed = json(value)
    if (key === 'urls' && parsed && typeof parsed === 'object') {
      for (const [urlKey, url] of Object.entries(parsed as Record<string, unknown>)) {
        setUrl(target, normalizeOptionName(urlKey), url)
      }
      continue
    }
    if (key.startsWith('urls') && canonicalUrl.has(key.slice(4))) {
      setUrl(target, key.slice(4), value)
      continue
    }
    const name = canonical.get(key)
    if (!name) {
      target.extra[key] = parsed
      continue
    }
    switch (name) {
      case 'deferParse':
        deprecated.push('deferParse')
        target.parse = !bool(value)
        break
      case 'init':
      case 'parse':
      case 'compat':
      case 'suppressWarnings':
      case 'authorize':
      case 'debug':
      case 'credentialsCookie':
      case 'credentialsCookieCrc':
        target[name] = bool(value)
        break
      case 'scope':
        target.scope = list(value)
        break
      case 'onLoad':
        target.onLoad = typeof value === 'function' ? (value as OnLoad) : text(value)
        break
      case 'host': {
        // URLs still on the old host's default paths move with the host.
        const previous = target.host
        target.host = text(value).replace(/\/+$/, '')
        for (const url of URL_NAMES) {
          if (target.urls[url] === previous + URL_PATHS[url])
            target.urls[url] = target.host + URL_PATHS[url]
        }
        break
      }
      default:
        target[name] = text(value)
    }
  }
  return { deprecated }
}

function setUrl(target: NetworkOptions, key: string, value: unknown): void {
  const name = canonicalUrl.get(key)
  if (!name) return
  target.urls[name] = text(value)
}

/** Holds the options; once frozen, every change is rejected. */
export class OptionStore {
  private frozen = false

  constructor(private current: NetworkOptions) {}

  get value(): NetworkOptions {
    return this.current
  }

  get isFrozen(): boolean {
    return this.frozen
  }

  apply(input: OptionInput): ApplyResult {
    if (this.frozen) throw new OptionsFrozenError(Object.keys(input).join(', '))
    return applyOptions(this.current, input)
  }

  freeze(): void {
    if (this.frozen) return
    this.frozen = true
    Object.freeze(this.current.urls)
    Object.freeze(this.current.scope)
    Object.freeze(this.current.extra)
    Object.freeze(this.current)
  }
}
