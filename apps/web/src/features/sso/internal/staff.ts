import crypto from 'node:crypto'

import { createLocalReq, getFieldsToSign, jwtSign, type Payload } from 'payload'
import { addSessionToUser, generatePayloadCookie } from 'payload/shared'

import { log } from '@/platform/log'
import { safeLocalPath } from '@/platform/safeRedirect'

import type { SsoConfig } from './config'
import type { SignedInClaims } from './flow'
import { roleFromGroups, type RoleMapping } from './staffRoles'

type StaffSettings = { roleMap?: RoleMapping[] | null; disableLocalPasswords?: boolean | null }

export async function staffSettings(payload: Payload): Promise<StaffSettings> {
  const settings = (await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
  })) as {
    staffSignIn?: StaffSettings | null
  }
  return settings.staffSignIn ?? {}
}

function refused(text: string): Response {
  return new Response(
    `<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>Ingen behörighet</title></head><body><main><h1>Ingen behörighet</h1><p>${text}</p><p><a href="/admin/login">Till inloggningen</a></p></main></body></html>`,
    {
      status: 403,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' },
    },
  )
}

/**
 * Staff sign-in to the admin: the provider has vouched for `claims`. The Payload user is the one
 * linked to this subject, else the one with this e-mail address; failing both, one is created when
 * the groups claim maps to a role (site settings). Then a Payload session is made exactly as
 * Payload's own login makes it (session id in the user, signed token in its cookie).
 */
export async function signInStaff(
  payload: Payload,
  _sso: SsoConfig,
  claims: SignedInClaims,
  target: string,
): Promise<Response> {
  const settings = await staffSettings(payload)
  const email = claims.email?.toLowerCase() ?? null
  const or: Record<string, unknown>[] = [{ ssoSubject: { equals: claims.sub } }]
  if (email) or.push({ email: { equals: email } })
  const { docs } = await payload.find({
    collection: 'users',
    where: { or } as never,
    limit: 2,
    depth: 0,
    overrideAccess: true,
  })
  let user = docs.find((d) => (d as { ssoSubject?: string }).ssoSubject === claims.sub) ?? docs[0]
  // An account linked to one subject is that person's: another subject with the same e-mail address
  // (a reassigned address, or a provider that does not verify it) never signs in as it.
  const linkedTo = (user as { ssoSubject?: string | null } | undefined)?.ssoSubject
  if (user && linkedTo && linkedTo !== claims.sub) {
    log.warn(`[sso] staff sign-in refused: ${email} is linked to another subject`)
    return refused('Ditt organisationskonto är inte kopplat till något konto i administrationen.')
  }
  if (!user) {
    const role = roleFromGroups(claims.groups, settings.roleMap)
    if (!role || !email) {
      log.warn(
        `[sso] staff sign-in refused: ${email ?? claims.sub} has no account and no mapped group`,
      )
      return refused('Ditt organisationskonto är inte kopplat till något konto i administrationen.')
    }
    user = await payload.create({
      collection: 'users',
      data: {
        email,
        name: claims.name ?? undefined,
        roles: [role],
        // Never told to anyone: the account signs in through the provider.
        password: crypto.randomBytes(32).toString('base64url'),
      } as never,
      overrideAccess: true,
    })
  }
  if (!(user as { ssoSubject?: string }).ssoSubject) {
    await payload.db.updateOne({
      collection: 'users',
      id: user.id,
      data: { ssoSubject: claims.sub },
    })
  }
  const collection = payload.collections.users!
  const req = await createLocalReq({}, payload)
  const fresh = await payload.findByID({
    collection: 'users',
    id: user.id,
    depth: 0,
    overrideAccess: true,
  })
  const typedUser = { ...fresh, collection: 'users' } as never
  const { sid } = await addSessionToUser({
    collectionConfig: collection.config,
    payload,
    req,
    user: typedUser,
  })
  const fieldsToSign = getFieldsToSign({
    collectionConfig: collection.config,
    email: (fresh as { email: string }).email,
    sid,
    user: typedUser,
  })
  const { token } = await jwtSign({
    fieldsToSign,
    secret: payload.secret,
    tokenExpiration: collection.config.auth.tokenExpiration,
  })
  const cookie = generatePayloadCookie({
    collectionAuthConfig: collection.config.auth,
    cookiePrefix: payload.config.cookiePrefix,
    token,
  })
  const path = safeLocalPath(target, '/admin')
  return new Response(null, {
    status: 303,
    headers: {
      Location: path.startsWith('/admin') ? path : '/admin',
      'Set-Cookie': cookie,
      'Cache-Control': 'private, no-store',
    },
  })
}
