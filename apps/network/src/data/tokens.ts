// API credentials: access tokens for /v1, the member's grants per API key, and PKCE authorization
// codes. Tokens and codes are random and only their SHA-256 hashes are stored; a session's token is
// derived from the session id with a server secret, so the userSession frame can hand out the same
// token on every refresh without the database holding it.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Db } from '../db/database.js'
import { inTransaction } from '../db/database.js'
import { findMemberById, type Member } from './network.js'

export const ACCESS_TOKEN_TTL_MS = 24 * 60 * 60 * 1000
/** Anonymous tokens live 30 to 60 minutes: long enough for one credential refresh period (SPEC 9.2). */
export const ANONYMOUS_TOKEN_PERIOD_MS = 30 * 60 * 1000

/** What a visitor who has not signed in may do with the API: read public data (two-legged calls). */
export const ANONYMOUS_SCOPES = ['r_basicprofile'] as const
/** What a signed-in member's token may do. */
export const MEMBER_SCOPES = [
  'r_basicprofile',
  'r_fullprofile',
  'r_emailaddress',
  'r_network',
  'rw_groups',
  'w_share',
] as const
export type Scope = (typeof MEMBER_SCOPES)[number]

/** Who is calling the API, as a token says. */
export type TokenPrincipal =
  | { kind: 'member'; member: Member; apiKey: string; scopes: ReadonlySet<string> }
  | { kind: 'anonymous'; apiKey: string; scopes: ReadonlySet<string> }
export const AUTH_CODE_TTL_MS = 5 * 60 * 1000

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url')

function tokenSecret(db: Db): string {
  const row = db.prepare("SELECT value FROM meta WHERE key = 'token_secret'").get() as
    { value: string } | undefined
  if (row) return String(row.value)
  db.prepare("INSERT OR IGNORE INTO meta (key, value) VALUES ('token_secret', ?)").run(
    randomBytes(32).toString('base64url'),
  )
  return tokenSecret(db)
}

/** The access token of a browser session for one API key, created on first use. */
export function sessionAccessToken(
  db: Db,
  session: { id: string; memberId: number },
  apiKey: string,
  now: Date,
): string {
  const token = createHmac('sha256', tokenSecret(db))
    .update(`${session.id}\n${apiKey}`)
    .digest('base64url')
  db.prepare(
    `INSERT INTO access_tokens (token_hash, member_id, session_id, api_key, created_at, expires_at, scope)
      VALUES (?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT(token_hash) DO UPDATE SET expires_at = excluded.expires_at`,
  ).run(
    sha256(token),
    session.memberId,
    session.id,
    apiKey,
    now.toISOString(),
    new Date(now.getTime() + ACCESS_TOKEN_TTL_MS).toISOString(),
    MEMBER_SCOPES.join(' '),
  )
  return token
}

export function memberForAccessToken(db: Db, token: string, now: Date): Member | undefined {
  const row = db
    .prepare('SELECT member_id FROM access_tokens WHERE token_hash = ? AND expires_at > ?')
    .get(sha256(token), now.toISOString()) as { member_id: number } | undefined
  return row ? findMemberById(db, Number(row.member_id)) : undefined
}

/**
 * An anonymous token for a registered site: `anon.{key}.{expiry}.{mac}`, checked by recomputing the
 * MAC, so visitors who never sign in leave no rows behind. Within one 30-minute period every visitor of
 * a site gets the same token; it expires at the end of the following period.
 */
export function anonymousToken(db: Db, apiKey: string, now: Date): string {
  const period = Math.floor(now.getTime() / ANONYMOUS_TOKEN_PERIOD_MS)
  const expires = (period + 2) * ANONYMOUS_TOKEN_PERIOD_MS
  const key = Buffer.from(apiKey).toString('base64url')
  return `anon.${key}.${expires}.${anonymousMac(db, key, expires)}`
}

function anonymousMac(db: Db, key: string, expires: number): string {
  return createHmac('sha256', tokenSecret(db))
    .update(`anon\n${key}\n${expires}`)
    .digest('base64url')
}

/** The API key of a valid, unexpired anonymous token. */
export function anonymousTokenKey(db: Db, token: string, now: Date): string | undefined {
  const match = /^anon\.([\w-]{1,100})\.(\d{1,15})\.([\w-]{43})$/.exec(token)
  if (!match) return undefined
  const [, key = '', expiresText = '', mac = ''] = match
  const expires = Number(expiresText)
  if (expires <= now.getTime()) return undefined
  const expected = Buffer.from(anonymousMac(db, key, expires))
  const given = Buffer.from(mac)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined
  return Buffer.from(key, 'base64url').toString()
}

/** The member or anonymous visitor a token stands for, with its scopes; undefined when it is not valid. */
export function principalForToken(db: Db, token: string, now: Date): TokenPrincipal | undefined {
  if (token.startsWith('anon.')) {
    const apiKey = anonymousTokenKey(db, token, now)
    // A site removed from the registry loses its visitors' tokens at once.
    const registered = apiKey && db.prepare('SELECT 1 FROM sites WHERE api_key = ?').get(apiKey)
    return apiKey && registered
      ? { kind: 'anonymous', apiKey, scopes: new Set(ANONYMOUS_SCOPES) }
      : undefined
  }
  const row = db
    .prepare(
      'SELECT member_id, api_key, scope FROM access_tokens WHERE token_hash = ? AND expires_at > ?',
    )
    .get(sha256(token), now.toISOString()) as
    { member_id: number; api_key: string; scope: string } | undefined
  const member = row ? findMemberById(db, Number(row.member_id)) : undefined
  if (!row || !member) return undefined
  const scopes = String(row.scope).split(/\s+/).filter(Boolean)
  return {
    kind: 'member',
    member,
    apiKey: String(row.api_key),
    scopes: new Set(scopes.length ? scopes : MEMBER_SCOPES),
  }
}

export function revokeAccessToken(db: Db, token: string): boolean {
  return db.prepare('DELETE FROM access_tokens WHERE token_hash = ?').run(sha256(token)).changes > 0
}

export function revokeSessionTokens(db: Db, sessionId: string): void {
  db.prepare('DELETE FROM access_tokens WHERE session_id = ?').run(sessionId)
}

export function grantAuthorization(
  db: Db,
  memberId: number,
  apiKey: string,
  scope: string,
  now: Date,
): void {
  db.prepare(
    `INSERT INTO authorizations (member_id, api_key, scope, created_at) VALUES (?, ?, ?, ?)
      ON CONFLICT(member_id, api_key) DO UPDATE SET scope = excluded.scope`,
  ).run(memberId, apiKey, scope, now.toISOString())
}

export function hasAuthorized(db: Db, memberId: number, apiKey: string): boolean {
  return Boolean(
    db
      .prepare('SELECT 1 FROM authorizations WHERE member_id = ? AND api_key = ?')
      .get(memberId, apiKey),
  )
}

export function issueAuthCode(
  db: Db,
  grant: {
    memberId: number
    apiKey: string
    codeChallenge: string
    redirectUri: string
    scope: string
  },
  now: Date,
): string {
  const code = randomBytes(32).toString('base64url')
  db.prepare(
    `INSERT INTO auth_codes (code_hash, member_id, api_key, code_challenge, redirect_uri, scope, created_at, expires_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    sha256(code),
    grant.memberId,
    grant.apiKey,
    grant.codeChallenge,
    grant.redirectUri,
    grant.scope,
    now.toISOString(),
    new Date(now.getTime() + AUTH_CODE_TTL_MS).toISOString(),
  )
  return code
}

export type CodeExchange =
  | { ok: true; accessToken: string; expiresIn: number }
  | { ok: false; error: 'invalid_grant' | 'invalid_request'; description: string }

/**
 * Trades a PKCE code for an access token: the code must be unused, unexpired, issued for this
 * client and redirect URI, and the verifier must hash to its S256 challenge. A code works once.
 */
export function exchangeAuthCode(
  db: Db,
  request: { code: string; codeVerifier: string; redirectUri: string; apiKey: string },
  now: Date,
): CodeExchange {
  return inTransaction(db, (): CodeExchange => {
    const row = db
      .prepare('SELECT * FROM auth_codes WHERE code_hash = ?')
      .get(sha256(request.code)) as Record<string, unknown> | undefined
    const fail = (description: string): CodeExchange => ({
      ok: false,
      error: 'invalid_grant',
      description,
    })
    if (!row) return fail('unknown code')
    if (row.used_at) return fail('code already used')
    if (String(row.expires_at) <= now.toISOString()) return fail('code expired')
    if (String(row.api_key) !== request.apiKey) return fail('code was issued to another client')
    if (String(row.redirect_uri) !== request.redirectUri) return fail('redirect_uri does not match')
    if (sha256(request.codeVerifier) !== String(row.code_challenge))
      return fail('code_verifier does not match')
    db.prepare('UPDATE auth_codes SET used_at = ? WHERE code_hash = ?').run(
      now.toISOString(),
      sha256(request.code),
    )
    const accessToken = randomBytes(32).toString('base64url')
    db.prepare(
      `INSERT INTO access_tokens (token_hash, member_id, session_id, api_key, created_at, expires_at, scope)
        VALUES (?, ?, NULL, ?, ?, ?, ?)`,
    ).run(
      sha256(accessToken),
      Number(row.member_id),
      request.apiKey,
      now.toISOString(),
      new Date(now.getTime() + ACCESS_TOKEN_TTL_MS).toISOString(),
      MEMBER_SCOPES.join(' '),
    )
    return { ok: true, accessToken, expiresIn: ACCESS_TOKEN_TTL_MS / 1000 }
  })
}
