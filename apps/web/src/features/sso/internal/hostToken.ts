import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose'

import { type SsoConfig } from './config'
import { claimsOf, clientConfiguration, ID_TOKEN_ALGORITHMS, type SignedInClaims } from './flow'

const keySets = new Map<string, JWTVerifyGetKey>()

/**
 * Verifies a token the collaboration host gave the tab (spec 3.1 `id_token`): signed by the
 * provider's keys with an allowed algorithm, issued by the provider, for the app id URI, not
 * expired. Throws on any mismatch. Replay is checked by the caller (it needs the database).
 */
export async function verifyHostToken(sso: SsoConfig, token: string): Promise<SignedInClaims> {
  if (!sso.appIdUri) throw new Error('OIDC_APP_ID_URI is not set: host sign-in is off')
  const metadata = (await clientConfiguration(sso)).serverMetadata()
  if (!metadata.jwks_uri) throw new Error('the provider publishes no keys')
  let keys = keySets.get(metadata.jwks_uri)
  if (!keys) {
    // jose caches the key set and fetches it again when a token names an unknown key (rotation).
    keys = createRemoteJWKSet(new URL(metadata.jwks_uri), { cooldownDuration: 30_000 })
    keySets.set(metadata.jwks_uri, keys)
  }
  const { payload } = await jwtVerify(token, keys, {
    issuer: metadata.issuer,
    audience: sso.appIdUri,
    algorithms: [...ID_TOKEN_ALGORITHMS],
    requiredClaims: ['sub', 'exp', 'iat'],
    clockTolerance: 30,
  })
  return claimsOf(payload as Record<string, unknown>, token, sso.groupsClaim)
}
