import { fileURLToPath } from 'node:url'
import type { SiteInput } from './data/sites.js'
import { developmentSites } from './db/seedData.js'

export interface NetworkConfig {
  host: string
  port: number
  dbPath: string
  sdkBundlePath: string
  /** CSP frame-ancestors sources; ['*'] lets any page embed the frames. */
  frameAncestors: string[]
  /** Origins allowed to call /v1 with CORS; ['*'] means any, without credentials. */
  corsOrigins: string[]
  /** Session cookie as SameSite=None; Secure (needed when the service is cross-site to the embedder). */
  secureCookies: boolean
  /** Sites registered from the configuration (NETWORK_SITES), written on every start. */
  sites: SiteInput[]
  /** Password of the sites admin page (/admin/sites); without it the page is off. */
  adminPassword: string | undefined
}

// Relative to this file, so src/ (tsx, vitest) and dist/ (built) resolve the same places.
export const DEFAULT_DB_PATH = fileURLToPath(new URL('../data/network.db', import.meta.url))
export const DEFAULT_SDK_BUNDLE_PATH = fileURLToPath(
  new URL('../../../packages/network-sdk/dist/in.js', import.meta.url),
)

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost'])

const list = (raw: string | undefined, fallback: string[]): string[] => {
  const items = (raw ?? '')
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean)
  return items.length ? items : fallback
}

/** Reads the service configuration from the environment, refusing values it cannot run with. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): NetworkConfig {
  const host = env.HOST?.trim() || '127.0.0.1'
  if (!LOOPBACK.has(host) && env.NETWORK_ALLOW_REMOTE !== '1') {
    throw new Error(
      `HOST=${host} would listen beyond loopback; put a proxy in front or set NETWORK_ALLOW_REMOTE=1`,
    )
  }
  const port = Number(env.PORT ?? '3100')
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`PORT must be an integer between 1 and 65535, got ${env.PORT}`)
  }
  const frameAncestors = list(env.NETWORK_FRAME_ANCESTORS, ['*'])
  const corsOrigins = list(env.NETWORK_CORS_ORIGINS, frameAncestors)
  for (const origin of [...frameAncestors, ...corsOrigins]) {
    if (origin !== '*' && !isOrigin(origin)) {
      throw new Error(`${origin} is not an origin such as https://www.example.se`)
    }
  }
  return {
    host,
    port,
    dbPath: env.NETWORK_DB?.trim() || DEFAULT_DB_PATH,
    sdkBundlePath: env.NETWORK_SDK_BUNDLE?.trim() || DEFAULT_SDK_BUNDLE_PATH,
    frameAncestors,
    corsOrigins,
    secureCookies: env.NETWORK_SECURE_COOKIES === '1',
    sites: env.NETWORK_SITES?.trim() ? parseSites(env.NETWORK_SITES) : developmentSites,
    adminPassword: env.NETWORK_ADMIN_PASSWORD?.trim() || undefined,
  }
}

const API_KEY = /^[\w-]{1,64}$/

/**
 * NETWORK_SITES: `key=origin origin; key2=origin`, optionally `key=origin|Name`. Unset, the development
 * sites (the demo site on :3000/:8080 and its e2e ports, the SDK harness on :4310) are registered.
 */
export function parseSites(raw: string): SiteInput[] {
  return raw
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [key = '', rest = ''] = entry.split(/=(.*)/s)
      const [originsText = '', name] = rest.split('|')
      const apiKey = key.trim()
      if (!API_KEY.test(apiKey)) throw new Error(`NETWORK_SITES: ${apiKey} is not an API key`)
      const origins = originsText.split(/[\s,]+/).filter(Boolean)
      if (!origins.length) throw new Error(`NETWORK_SITES: ${apiKey} needs at least one origin`)
      for (const origin of origins) {
        if (!isOrigin(origin)) throw new Error(`NETWORK_SITES: ${origin} is not an origin`)
      }
      return { apiKey, name: name?.trim() || apiKey, origins }
    })
}

/** True for `scheme://host[:port]` with http or https and nothing else. */
export function isOrigin(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value
  } catch {
    return false
  }
}
