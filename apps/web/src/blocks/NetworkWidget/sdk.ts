// Where the network SDK comes from and the options it is loaded with (the body of its script tag).

type Env = Record<string, string | undefined>

export const DEFAULT_SITE_URL = 'http://localhost:3000'
export const DEFAULT_NETWORK_PORT = '3100'
/** A key the demo network service accepts (any 1–64 letters, digits, _ or -). */
export const DEMO_API_KEY = 'smedja-demo-key'

const API_KEY = /^[\w-]{1,64}$/

function origin(value: string | undefined): string | null {
  if (!value || !/^https?:\/\//i.test(value.trim())) return null
  try {
    return new URL(value.trim()).origin
  } catch {
    return null
  }
}

/**
 * The network service's origin: NETWORK_URL, or else SITE_URL's host name on port 3100. The same
 * host name matters: the service's session cookie reaches its frames only when page and service are
 * the same site.
 */
export function networkUrl(env: Env = process.env): string {
  const configured = origin(env.NETWORK_URL)
  if (configured) return configured
  const site = new URL(origin(env.SITE_URL) ?? DEFAULT_SITE_URL)
  site.port = DEFAULT_NETWORK_PORT
  return site.origin
}

/** The site owner's API key (NETWORK_API_KEY), or the demo key when unset or not a valid key. */
export function networkApiKey(env: Env = process.env): string {
  const key = env.NETWORK_API_KEY?.trim()
  return key && API_KEY.test(key) ? key : DEMO_API_KEY
}

/** The SDK's language option for the page's locale. */
export const sdkLang = (locale: 'sv' | 'en'): string => (locale === 'en' ? 'en_US' : 'sv_SE')

/** The in.js script: its address and the `key: value` lines of its body. */
export function sdkScript(
  locale: 'sv' | 'en',
  env: Env = process.env,
): { src: string; options: string } {
  return {
    src: `${networkUrl(env)}/in.js`,
    options: `api_key: ${networkApiKey(env)}\nlang: ${sdkLang(locale)}`,
  }
}
