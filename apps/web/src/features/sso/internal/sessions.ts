import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { SESSION_MAX_AGE_S } from './cookies'
import type { SignedInClaims } from './flow'

export type Viewer = {
  sub: string
  email: string | null
  name: string | null
  groups: string[]
}

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

/**
 * A new session for a signed-in visitor: a fresh random token every time (never one the browser
 * brought along, so no session fixation). Returns the token for the cookie.
 */
export async function createSession(
  payload: Payload,
  claims: SignedInClaims,
  now = new Date(),
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url')
  await payload.create({
    collection: 'sso-sessions',
    data: {
      tokenHash: hash(token),
      sub: claims.sub,
      email: claims.email,
      name: claims.name,
      groups: claims.groups,
      idToken: claims.idToken,
      expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_S * 1000).toISOString(),
    },
    overrideAccess: true,
  })
  return token
}

type SessionDoc = {
  id: number | string
  sub: string
  email?: string | null
  name?: string | null
  groups?: unknown
  idToken?: string | null
  expiresAt: string
}

/** The unexpired session (or pending hand-off) stored under `tokenHash`, or null. */
async function findUnexpired(payload: Payload, tokenHash: string, now: Date) {
  const { docs } = await payload.find({
    collection: 'sso-sessions',
    where: {
      and: [
        { tokenHash: { equals: tokenHash } },
        { expiresAt: { greater_than: now.toISOString() } },
      ],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return (docs[0] as unknown as SessionDoc | undefined) ?? null
}

/** The group claims a stored session or hand-off keeps (anything but strings dropped). */
function groupsOf(doc: SessionDoc): string[] {
  return Array.isArray(doc.groups)
    ? doc.groups.filter((g): g is string => typeof g === 'string')
    : []
}

async function findSession(payload: Payload, token: string | null | undefined, now: Date) {
  if (!token || token.length > 200) return null
  return findUnexpired(payload, hash(token), now)
}

/** The visitor a session cookie names, or null (unknown, expired or signed out). */
export async function viewerOf(
  payload: Payload,
  token: string | null | undefined,
  now = new Date(),
): Promise<Viewer | null> {
  const doc = await findSession(payload, token, now)
  if (!doc) return null
  return {
    sub: doc.sub,
    email: doc.email ?? null,
    name: doc.name ?? null,
    groups: groupsOf(doc),
  }
}

/** Ends a session; returns its ID token for the provider's logout (or null). */
export async function endSession(
  payload: Payload,
  token: string | null | undefined,
  now = new Date(),
): Promise<string | null> {
  const doc = await findSession(payload, token, now)
  if (!doc) return null
  await payload.delete({ collection: 'sso-sessions', id: doc.id, overrideAccess: true })
  return doc.idToken ?? null
}

/**
 * Records a collaboration-host token as used; false when it was used before (a replay). The unique
 * index decides between two requests racing with the same token.
 */
export async function markHostTokenUsed(
  payload: Payload,
  token: string,
  expiresAt: Date,
): Promise<boolean> {
  try {
    await payload.create({
      collection: 'sso-used-tokens',
      data: { tokenHash: hash(token), expiresAt: expiresAt.toISOString() },
      overrideAccess: true,
    })
    return true
  } catch {
    return false
  }
}

/** How long a popup's sign-in waits for the frame that opened it to take it over. */
export const HANDOFF_MAX_AGE_S = 120
const HANDOFF_PREFIX = 'handoff:'
const CB_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

/** Whether a value is a cache-buster `cb` as the helper makes them (a random UUID v4). */
export function isHandoffKey(value: unknown): value is string {
  return typeof value === 'string' && CB_PATTERN.test(value)
}

/**
 * What the flow cookie keeps of a popup's `cb` (a hash: the cookie is signed, not encrypted). It is
 * not a hash a session cookie can ever match (those are plain hex), so a pending hand-off is no
 * session for anyone until the frame claims it.
 */
export const handoffHash = (cb: string) => `${HANDOFF_PREFIX}${hash(`${HANDOFF_PREFIX}${cb}`)}`

/**
 * A sign-in made in the popup, waiting for the frame that opened it (spec 4.1 steps 4 to 6). The
 * popup is a top-level window, so its session cookie is the top-level site's; a frame on another
 * site does not get that cookie where third-party cookies are blocked. The frame knows the popup's
 * `cb` (it made it) and claims the sign-in with it once (claimHandoff), for a partitioned cookie of
 * its own.
 */
export async function createHandoff(
  payload: Payload,
  claims: SignedInClaims,
  key: string,
  now = new Date(),
): Promise<void> {
  await payload.create({
    collection: 'sso-sessions',
    data: {
      tokenHash: key,
      sub: claims.sub,
      email: claims.email,
      name: claims.name,
      groups: claims.groups,
      idToken: claims.idToken,
      expiresAt: new Date(now.getTime() + HANDOFF_MAX_AGE_S * 1000).toISOString(),
    },
    overrideAccess: true,
  })
}

/**
 * Takes over the pending sign-in of one of `cbs` (the frame's popups): once only, within
 * HANDOFF_MAX_AGE_S. Returns its claims, or null (unknown, expired or already taken).
 */
export async function claimHandoff(
  payload: Payload,
  cbs: string[],
  now = new Date(),
): Promise<SignedInClaims | null> {
  for (const cb of cbs) {
    if (!isHandoffKey(cb)) continue
    const doc = await findUnexpired(payload, handoffHash(cb), now)
    if (!doc) continue
    // The unique index decides between two claims racing with the same cb.
    if (!(await markHostTokenUsed(payload, handoffHash(cb), new Date(doc.expiresAt)))) return null
    await payload.delete({ collection: 'sso-sessions', id: doc.id, overrideAccess: true })
    return {
      sub: doc.sub,
      email: doc.email ?? null,
      name: doc.name ?? null,
      groups: groupsOf(doc),
      idToken: doc.idToken ?? '',
    }
  }
  return null
}

/** Removes expired sessions and used-token records. */
export async function sweepExpired(payload: Payload, now = new Date()): Promise<void> {
  const where = { expiresAt: { less_than: now.toISOString() } }
  await payload.delete({ collection: 'sso-sessions', where, overrideAccess: true })
  await payload.delete({ collection: 'sso-used-tokens', where, overrideAccess: true })
}
