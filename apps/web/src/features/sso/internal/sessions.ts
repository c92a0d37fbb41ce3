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

async function findSession(payload: Payload, token: string | null | undefined, now: Date) {
  if (!token || token.length > 200) return null
  const { docs } = await payload.find({
    collection: 'sso-sessions',
    where: {
      and: [
        { tokenHash: { equals: hash(token) } },
        { expiresAt: { greater_than: now.toISOString() } },
      ],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return (docs[0] as unknown as SessionDoc | undefined) ?? null
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
    groups: Array.isArray(doc.groups)
      ? doc.groups.filter((g): g is string => typeof g === 'string')
      : [],
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

/** Removes expired sessions and used-token records. */
export async function sweepExpired(payload: Payload, now = new Date()): Promise<void> {
  const where = { expiresAt: { less_than: now.toISOString() } }
  await payload.delete({ collection: 'sso-sessions', where, overrideAccess: true })
  await payload.delete({ collection: 'sso-used-tokens', where, overrideAccess: true })
}
