import * as oidc from 'openid-client'

import { CALLBACK_PATH, isLoopbackHttp, type SsoConfig } from './config'

/** The only signature algorithm an ID token may use (Entra ID signs with RS256). */
export const ID_TOKEN_ALGORITHMS = ['RS256'] as const

const configs = new Map<string, Promise<oidc.Configuration>>()

/**
 * The provider's configuration from its discovery document, once per process (keys are fetched and
 * cached by openid-client, and fetched again when a token names a key it has not seen: rotation).
 * A failed discovery is forgotten, so the next sign-in tries again.
 */
export function clientConfiguration(sso: SsoConfig): Promise<oidc.Configuration> {
  const key = `${sso.issuer}|${sso.clientId}`
  let found = configs.get(key)
  if (!found) {
    const execute = [oidc.enableNonRepudiationChecks]
    if (isLoopbackHttp(sso.issuer)) execute.push(oidc.allowInsecureRequests)
    found = oidc.discovery(
      new URL(sso.issuer),
      sso.clientId,
      { id_token_signed_response_alg: ID_TOKEN_ALGORITHMS[0] },
      sso.clientSecret ? oidc.ClientSecretBasic(sso.clientSecret) : oidc.None(),
      { execute, timeout: 10 },
    )
    found.catch(() => configs.delete(key))
    configs.set(key, found)
  }
  return found
}

/** What the state cookie keeps between the start of a flow and its callback. */
export type FlowState = {
  state: string
  nonce: string
  verifier: string
  /** Where the visitor goes afterwards: a path on this site. */
  target: string
  /** Started in a popup (spec 4.1 step 4): the callback lands on the helper page. */
  popup: boolean
  /** Staff sign-in to the admin. */
  staff: boolean
  /** A popup's `cb`, hashed (sessions.ts handoffHash): the frame that opened it claims the sign-in. */
  handoff?: string
  /** Expiry, ms since the epoch. */
  exp: number
}

export type Hints = {
  loginHint: string
  domainHint: string
  b2cPolicy: string
  idpId: string
}

/** The provider's authorization URL and the state to keep for the callback. */
export async function beginSignIn(
  sso: SsoConfig,
  hints: Hints,
  flow: Pick<FlowState, 'target' | 'popup' | 'staff' | 'handoff'>,
  now = Date.now(),
): Promise<{ url: URL; state: FlowState }> {
  const config = await clientConfiguration(sso)
  const verifier = oidc.randomPKCECodeVerifier()
  const state: FlowState = {
    ...flow,
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier,
    exp: now + 10 * 60 * 1000,
  }
  const params: Record<string, string> = {
    redirect_uri: `${sso.siteOrigin}${CALLBACK_PATH}`,
    scope: sso.scopes,
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: state.state,
    nonce: state.nonce,
  }
  // Entra ID reads login_hint and domain_hint; B2C chooses its user flow by `p`.
  if (hints.loginHint) params.login_hint = hints.loginHint
  if (hints.domainHint) params.domain_hint = hints.domainHint
  if (hints.b2cPolicy) params.p = hints.b2cPolicy
  if (hints.idpId) params.idp_id = hints.idpId
  if (flow.staff) params.prompt = 'login'
  return { url: oidc.buildAuthorizationUrl(config, params), state }
}

export type SignedInClaims = {
  sub: string
  email: string | null
  name: string | null
  groups: string[]
  idToken: string
}

/**
 * Finishes the flow: exchanges the code (with the PKCE verifier) and validates the ID token: state,
 * nonce, issuer, audience, expiry, signature and algorithm. Throws on any mismatch.
 */
export async function finishSignIn(
  sso: SsoConfig,
  callbackUrl: URL,
  flow: FlowState,
): Promise<SignedInClaims> {
  const config = await clientConfiguration(sso)
  const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: flow.verifier,
    expectedState: flow.state,
    expectedNonce: flow.nonce,
    idTokenExpected: true,
  })
  const claims = tokens.claims()
  if (!claims || !tokens.id_token) throw new Error('no ID token')
  return claimsOf(claims as Record<string, unknown>, tokens.id_token, sso.groupsClaim)
}

export function claimsOf(
  claims: Record<string, unknown>,
  idToken: string,
  groupsClaim: string,
): SignedInClaims {
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null)
  const groups = claims[groupsClaim]
  return {
    sub: String(claims.sub),
    email: text(claims.email) ?? text(claims.preferred_username),
    name: text(claims.name),
    groups: Array.isArray(groups) ? groups.filter((g): g is string => typeof g === 'string') : [],
    idToken,
  }
}

/** The provider's logout address (RP-initiated logout), or null when it has none. */
export async function endSessionUrl(
  sso: SsoConfig,
  idToken: string | null,
  postLogoutPath = '/',
): Promise<URL | null> {
  const config = await clientConfiguration(sso)
  if (!config.serverMetadata().end_session_endpoint) return null
  const params: Record<string, string> = {
    post_logout_redirect_uri: `${sso.siteOrigin}${postLogoutPath}`,
    client_id: sso.clientId,
  }
  if (idToken) params.id_token_hint = idToken
  return oidc.buildEndSessionUrl(config, params)
}
