import type { Context } from 'hono'
import type { AppDeps } from '../appTypes.js'
import type { Member } from '../data/network.js'
import { MEMBER_SCOPES, principalForToken, type TokenPrincipal } from '../data/tokens.js'
import { currentMember } from '../lib/session.js'
import { ApiError } from './errors.js'

export type Principal = TokenPrincipal & { viaCookie?: boolean }

export const ME_MESSAGE =
  "You need to authenticate in order to use 'me' or '~' as a valid profile identifier"

/**
 * Who calls: the token of `Authorization: Bearer` (what the proxy frame sends) or `oauth_token`.
 * Without a token, a same-origin page of this service may read with its session cookie; everything
 * else needs a token, which only registered sites get (SPEC 6).
 */
export function principalOf(c: Context, deps: AppDeps, now: Date): Principal {
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1]
  const token = bearer ?? c.req.query('oauth_token')
  if (token) {
    const principal = principalForToken(deps.db, token, now)
    if (!principal) throw new ApiError(401, 'Invalid or expired access token')
    return principal
  }
  const member = c.req.method === 'GET' ? currentMember(c, deps) : undefined
  if (member) {
    return { kind: 'member', member, apiKey: '', scopes: new Set(MEMBER_SCOPES), viaCookie: true }
  }
  throw new ApiError(
    401,
    'An access token is required: send the anonymous or OAuth token as Authorization: Bearer',
  )
}

/** Refuses a call whose token lacks the scope. */
export function requireScope(principal: Principal, scope: string, what: string): void {
  if (!principal.scopes.has(scope)) {
    throw new ApiError(403, `Access to ${what} denied: the token lacks the scope ${scope}`)
  }
}

export function viewerOf(principal: Principal): Member | undefined {
  return principal.kind === 'member' ? principal.member : undefined
}

/** The signed-in member, for '~' and for writes. */
export function requireMember(principal: Principal): Member {
  if (principal.kind !== 'member') throw new ApiError(401, ME_MESSAGE)
  return principal.member
}
