/**
 * Single sign-on settings, from the environment (README, *Single sign-on*). Without OIDC_ISSUER the
 * site has no sign-in: members-only pages say so instead of starting a flow. `npm start` sets the
 * local provider's values (tools/dev-idp) when none is configured. Pure: read per call, no I/O.
 */
export type SsoConfig = {
  issuer: string
  clientId: string
  clientSecret: string
  scopes: string
  /** Shown as 'Sign in with {provider}' (spec 2.1) and 'Logga in med {provider}' on the admin. */
  providerName: string
  /** Logo of the fallback button: a site path or an https URL. */
  providerLogo: string
  /** The collaboration host's name in its error messages (spec 8.1). */
  hostName: string
  /** The `aud` of collaboration-host tokens: the app id URI (Teams manifest `webApplicationInfo.resource`). */
  appIdUri: string | null
  /** The site's origin: the redirect URI is `{siteOrigin}/api/sso/callback`. */
  siteOrigin: string
  /** The claim that lists a visitor's groups (Entra ID: `groups`; B2C or others: any name). */
  groupsClaim: string
  /**
   * Host origins the collaboration host's SDK accepts besides its own list (OIDC_HOST_ORIGINS,
   * comma or space separated): https, or http on loopback only (a local test host).
   */
  hostOrigins: string[]
}

type Env = Record<string, string | undefined>

export const CALLBACK_PATH = '/api/sso/callback'
export const DEFAULT_SCOPES = 'openid profile email'
export const DEFAULT_HOST_NAME = 'Microsoft Teams'

function originOf(value: string | undefined): string | null {
  if (!value || !/^https?:\/\//i.test(value.trim())) return null
  try {
    return new URL(value.trim()).origin
  } catch {
    return null
  }
}

/** The configuration, or null when single sign-on is not set up (no issuer or no client id). */
export function ssoConfigFromEnv(env: Env = process.env): SsoConfig | null {
  const issuer = env.OIDC_ISSUER?.trim()
  const clientId = env.OIDC_CLIENT_ID?.trim()
  if (!issuer || !/^https?:\/\//i.test(issuer) || !clientId) return null
  return {
    issuer,
    clientId,
    clientSecret: env.OIDC_CLIENT_SECRET?.trim() ?? '',
    scopes: env.OIDC_SCOPES?.trim() || DEFAULT_SCOPES,
    providerName: env.OIDC_PROVIDER_NAME?.trim() || 'Microsoft',
    providerLogo: env.OIDC_PROVIDER_LOGO?.trim() || '/sso/leverantor.svg',
    hostName: env.OIDC_HOST_NAME?.trim() || DEFAULT_HOST_NAME,
    appIdUri: env.OIDC_APP_ID_URI?.trim() || null,
    siteOrigin:
      originOf(env.SITE_URL) ??
      originOf(env.NEXT_PUBLIC_SITE_URL) ??
      `http://localhost:${env.PORT ?? 3000}`,
    groupsClaim: env.OIDC_GROUPS_CLAIM?.trim() || 'groups',
    hostOrigins: (env.OIDC_HOST_ORIGINS ?? '')
      .split(/[\s,]+/)
      .map((item) => originOf(item))
      .filter(
        (origin): origin is string =>
          !!origin && (origin.startsWith('https://') || isLoopbackHttp(origin)),
      ),
  }
}

/** Whether the issuer is plain http: allowed only on loopback (the local provider). */
export function isLoopbackHttp(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url)
    return protocol === 'http:' && isLoopbackHost(hostname)
  } catch {
    return false
  }
}

export function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '[::1]' ||
    hostname === '::1' ||
    /^127(?:\.\d{1,3}){3}$/.test(hostname)
  )
}
