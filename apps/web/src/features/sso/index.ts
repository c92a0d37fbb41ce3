/**
 * Single sign-on's server verbs (route handlers in app/(frontend)/api/sso and app/(frontend)/sso).
 * React parts are in pages/; the header part in slots.tsx.
 */
import { requestLog } from '@/platform/log'
import { payloadClient } from '@/platform/payload'
import { persistentSecret } from '@/platform/secrets'

import { ssoConfigFromEnv } from './internal/config'
import {
  handleCallback,
  handleLogout,
  handleSignInRequest,
  type SsoDeps,
} from './internal/handlers'
import { signInStaff } from './internal/staff'

export { HELPER_SCRIPT_PATH, HOST_SDK_PATH } from './helper/script'
export { ORIGINAL_PATH_HEADER, POPUP_DONE_PATH } from './internal/handlers'
export { SESSION_COOKIE } from './internal/cookies'

async function deps(request: Request): Promise<SsoDeps> {
  const payload = await payloadClient()
  const sso = ssoConfigFromEnv()
  const log = requestLog(request.headers)
  return {
    payload,
    sso,
    log: (line) => log.warn(line),
    stateSecret: persistentSecret('sso-state-secret', process.env.SSO_STATE_SECRET),
    onStaffSignIn: sso ? (claims, target) => signInStaff(payload, sso, claims, target) : undefined,
  }
}

/** POST (form) or GET (popup) with action=openidredirect, or the host's state + id_token post. */
export async function signInRequest(request: Request): Promise<Response> {
  return handleSignInRequest(request, await deps(request))
}

/** The provider's redirect back (authorization code). */
export async function signInCallback(request: Request): Promise<Response> {
  return handleCallback(request, await deps(request))
}

/** "Logga ut": ends the session here and at the provider. */
export async function signOut(request: Request): Promise<Response> {
  return handleLogout(request, await deps(request))
}

export { helperScriptResponse, hostSdkResponse } from './internal/scriptRoutes'

// The flow's parts with their dependencies passed in, for the integration tests (tests/int/sso.int.test.ts).
export { ssoConfigFromEnv, type SsoConfig } from './internal/config'
export { clientConfiguration } from './internal/flow'
export {
  handleCallback,
  handleLogout,
  handleSignInRequest,
  type SsoDeps,
} from './internal/handlers'
export { viewerOf } from './internal/sessions'
export { STATE_COOKIE, NAME_COOKIE } from './internal/cookies'
export { verifySignedValue, signValue } from './internal/signedValue'
export { signInStaff } from './internal/staff'
