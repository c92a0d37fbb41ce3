import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { AppDeps } from '../appTypes.js'
import type { Member } from '../data/network.js'
import { revokeSessionTokens } from '../data/tokens.js'
import { createSession, deleteSession, memberForSession } from '../data/writes.js'

export const SESSION_COOKIE = 'smedja_nw_session'

const SESSION_ID = /^[\w-]{43}$/

function cookieOptions(deps: AppDeps) {
  // Across sites (production) the frames only see the cookie with SameSite=None, which requires Secure.
  // In development the site and this service are both on 127.0.0.1, i.e. same-site, so Lax works.
  return deps.secureCookies
    ? ({ sameSite: 'None', secure: true } as const)
    : ({ sameSite: 'Lax', secure: false } as const)
}

export function currentSession(
  c: Context,
  deps: AppDeps,
): { id: string; member: Member } | undefined {
  const id = getCookie(c, SESSION_COOKIE)
  if (!id || !SESSION_ID.test(id)) return undefined
  const member = memberForSession(deps.db, id, deps.now())
  return member ? { id, member } : undefined
}

export function currentMember(c: Context, deps: AppDeps): Member | undefined {
  return currentSession(c, deps)?.member
}

export function signIn(c: Context, deps: AppDeps, memberId: number): void {
  const session = createSession(deps.db, memberId, deps.now())
  setCookie(c, SESSION_COOKIE, session.id, {
    path: '/',
    httpOnly: true,
    expires: session.expiresAt,
    ...cookieOptions(deps),
  })
}

export function signOut(c: Context, deps: AppDeps): void {
  const id = getCookie(c, SESSION_COOKIE)
  if (id && SESSION_ID.test(id)) {
    revokeSessionTokens(deps.db, id)
    deleteSession(deps.db, id)
  }
  deleteCookie(c, SESSION_COOKIE, { path: '/', ...cookieOptions(deps) })
}
