import type { Payload } from 'payload'
import { z } from 'zod'

import { sameOrigin } from '@/platform/http/sameOrigin'
import { readFields } from '@/platform/http/readFields'
import { log as processLog } from '@/platform/log'

import { validDomainHint, validIdpId, validLoginHint } from '../helper/params'
import { ORIGINAL_PATH_HEADER } from '../routing'
import { ssoConfigFromEnv, type SsoConfig } from './config'
import {
  clearCookie,
  NAME_COOKIE,
  readCookie,
  SESSION_COOKIE,
  SESSION_MAX_AGE_S,
  sessionCookieAttributes,
  setCookie,
  STATE_COOKIE,
  stateCookieAttributes,
} from './cookies'
import {
  beginSignIn,
  endSessionUrl,
  finishSignIn,
  type FlowState,
  type SignedInClaims,
} from './flow'
import { verifyHostToken } from './hostToken'
import {
  claimHandoff,
  createHandoff,
  createSession,
  endSession,
  handoffHash,
  isHandoffKey,
  markHostTokenUsed,
} from './sessions'
import { signValue, verifySignedValue } from './signedValue'
import { signInTarget } from './target'

/** The page the popup lands on after signing in (spec 4.1 step 5). */
export const POPUP_DONE_PATH = '/sso/klar'
/** The header the proxy sets on a rewritten sign-in request: the page it was sent to. */
export { ORIGINAL_PATH_HEADER }

export type SsoDeps = {
  payload: Payload
  sso: SsoConfig | null
  stateSecret: string
  /** Server log; every refusal is written with its reason. */
  log?: (line: string) => void
  /** Tests and staff sign-in: what to do once the provider vouched for someone. */
  onStaffSignIn?: (claims: SignedInClaims, target: string) => Promise<Response>
}

const log = (deps: SsoDeps, line: string) => (deps.log ?? ((text) => processLog.warn(text)))(line)

/** An error's name, message, code and what its cause says (oauth4webapi and jose put the claim there). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const { code, cause } = error as Error & { code?: string; cause?: Record<string, unknown> }
  const details: string[] = []
  if (code) details.push(code)
  if (cause && typeof cause === 'object') {
    for (const key of ['claim', 'error', 'error_description', 'reason', 'expected', 'parameter']) {
      const value = (cause as Record<string, unknown>)[key]
      if (typeof value === 'string' || typeof value === 'number') details.push(`${key}=${value}`)
    }
    const body = (cause as { body?: unknown }).body
    if (body && typeof body === 'object' && 'error' in body)
      details.push(`error=${String((body as { error: unknown }).error)}`)
  }
  const jose = error as Error & { claim?: string; reason?: string }
  if (jose.claim) details.push(`claim=${jose.claim}`)
  const own = `${error.name}: ${error.message}${details.length ? ` (${details.join(', ')})` : ''}`
  return cause instanceof Error ? `${own} <- ${describe(cause)}` : own
}

const field = z
  .string()
  .max(2048)
  .optional()
  .transform((v) => v ?? '')
const SignInRequest = z.object({
  action: z.literal('openidredirect'),
  login_hint: field,
  domain_hint: field,
  redirect_to: field,
  b2c_policy: z
    .string()
    .max(64)
    .optional()
    .transform((v) => (v && /^[A-Za-z0-9_-]+$/.test(v) ? v : '')),
  idp_id: field,
  staff: z.string().optional(),
  cb: z.string().max(64).optional(),
})
/** The frame's claim of its popup's sign-in: the popups' `cb` values, comma-separated (at most 5). */
const HandoffClaim = z.object({
  handoff: z
    .string()
    .max(5 * 37)
    .transform((v) => v.split(','))
    .pipe(z.array(z.string().refine(isHandoffKey, 'ogiltigt cb')).min(1).max(5)),
})
const HostSignIn = z.object({
  state: z.string().max(2048),
  id_token: z.string().min(20).max(16_384),
})

function html(status: number, title: string, text: string, headers = new Headers()): Response {
  headers.set('Content-Type', 'text/html; charset=utf-8')
  headers.set('Cache-Control', 'private, no-store')
  const escape = (s: string) =>
    s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)
  return new Response(
    `<!doctype html><html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1><p>${escape(text)}</p><p><a href="/">Till startsidan</a></p></main></body></html>`,
    { status, headers },
  )
}

function redirect(location: string, headers = new Headers()): Response {
  headers.set('Location', location)
  headers.set('Cache-Control', 'private, no-store')
  return new Response(null, { status: 303, headers })
}

const notConfigured = () =>
  html(
    503,
    'Inloggning är inte tillgänglig',
    'Inloggning med organisationskonto är inte konfigurerad på den här webbplatsen.',
  )

/** The page a rewritten request was sent to, or '/'. */
function originalPath(request: Request): string {
  return request.headers.get(ORIGINAL_PATH_HEADER) ?? new URL(request.url).pathname
}

/**
 * The sign-in request (spec 3.1, 7.1): a form POST with action=openidredirect (top level), the popup's
 * GET with the same query, or the collaboration host's POST of state and id_token. The proxy sends
 * such requests for any page here.
 */
export async function handleSignInRequest(request: Request, deps: SsoDeps): Promise<Response> {
  const { sso } = deps
  if (!sso) return notConfigured()
  let fields: Record<string, unknown>
  const popup = request.method === 'GET'
  if (popup) {
    fields = Object.fromEntries(new URL(request.url).searchParams)
  } else {
    const read = await readFields(request, { maxLength: 32 * 1024 })
    if (!read.ok) return html(400, 'Ogiltig inloggningsbegäran', 'Begäran kunde inte läsas.')
    fields = read.fields
  }
  if (!popup && 'id_token' in fields) return handleHostSignIn(request, fields, deps)
  if (!popup && 'handoff' in fields) return handleHandoff(request, fields, deps)
  const parsed = SignInRequest.safeParse(fields)
  if (!parsed.success) {
    log(deps, `[sso] sign-in request refused: ${parsed.error.issues[0]?.message ?? 'invalid'}`)
    return html(400, 'Ogiltig inloggningsbegäran', 'Begäran saknar eller har ogiltiga fält.')
  }
  const input = parsed.data
  const logLine = (line: string) => log(deps, line)
  const target = signInTarget(input.redirect_to, sso.siteOrigin, originalPath(request), logLine)
  const { url, state } = await beginSignIn(
    sso,
    {
      loginHint: validLoginHint(input.login_hint, logLine),
      domainHint: validDomainHint(input.domain_hint, logLine),
      b2cPolicy: input.b2c_policy,
      idpId: validIdpId(input.idp_id, logLine),
    },
    // Staff sign in from the admin's link (a GET at top level), never in a popup.
    {
      target,
      popup: popup && input.staff !== '1',
      staff: input.staff === '1',
      // The frame that opened the popup takes the sign-in over with the popup's cb (claimHandoff).
      handoff:
        popup && input.staff !== '1' && isHandoffKey(input.cb) ? handoffHash(input.cb) : undefined,
    },
  )
  const headers = new Headers()
  headers.append(
    'Set-Cookie',
    setCookie(
      STATE_COOKIE,
      signValue(state, deps.stateSecret),
      stateCookieAttributes(sso.siteOrigin),
    ),
  )
  return redirect(url.href, headers)
}

function readFlowState(request: Request, secret: string): FlowState | null {
  const value = verifySignedValue(readCookie(request.headers.get('cookie'), STATE_COOKIE), secret)
  if (!value || typeof value !== 'object') return null
  const state = value as FlowState
  if (typeof state.exp !== 'number' || state.exp < Date.now()) return null
  return state
}

/**
 * Sets the session cookies on `headers` (a fresh session; the old one is ended). `framed`: the cookie
 * is for a document in a frame (partitioned); by default a document request in a frame.
 */
async function startSession(
  request: Request,
  claims: SignedInClaims,
  deps: SsoDeps & { sso: SsoConfig },
  headers: Headers,
  framed = request.headers.get('sec-fetch-dest') === 'iframe',
  endPrevious = true,
): Promise<void> {
  const previous = readCookie(request.headers.get('cookie'), SESSION_COOKIE)
  if (previous && endPrevious) await endSession(deps.payload, previous)
  const token = await createSession(deps.payload, claims)
  const attributes = sessionCookieAttributes(
    { siteOrigin: deps.sso.siteOrigin, framed },
    SESSION_MAX_AGE_S,
  )
  headers.append('Set-Cookie', setCookie(SESSION_COOKIE, token, attributes))
  headers.append(
    'Set-Cookie',
    setCookie(NAME_COOKIE, claims.name ?? claims.email ?? claims.sub, attributes, false),
  )
}

/**
 * The provider's answer: the flow cookie is used once (cleared whatever happens), then the code is
 * exchanged and the ID token checked (flow.ts). Only then is a session made.
 */
export async function handleCallback(request: Request, deps: SsoDeps): Promise<Response> {
  const { sso } = deps
  if (!sso) return notConfigured()
  const headers = new Headers()
  headers.append('Set-Cookie', clearCookie(STATE_COOKIE, stateCookieAttributes(sso.siteOrigin)))
  const flow = readFlowState(request, deps.stateSecret)
  const failed = (reason: string) => {
    log(deps, `[sso] sign-in refused: ${reason}`)
    return html(
      400,
      'Inloggningen kunde inte slutföras',
      'Inloggningen avbröts eller kunde inte kontrolleras. Försök igen från sidan du ville se.',
      headers,
    )
  }
  if (!flow) return failed('no valid flow cookie (expired, tampered, or already used)')
  const url = new URL(request.url)
  const callbackUrl = new URL(`${sso.siteOrigin}${url.pathname}${url.search}`)
  let claims: SignedInClaims
  try {
    claims = await finishSignIn(sso, callbackUrl, flow)
  } catch (error) {
    return failed(describe(error))
  }
  if (flow.staff) {
    if (!deps.onStaffSignIn) return failed('staff sign-in is not available')
    const response = await deps.onStaffSignIn(claims, flow.target)
    for (const cookie of headers.getSetCookie()) response.headers.append('Set-Cookie', cookie)
    return response
  }
  await startSession(request, claims, { ...deps, sso }, headers)
  if (flow.popup && flow.handoff) await createHandoff(deps.payload, claims, flow.handoff)
  const target = flow.popup ? POPUP_DONE_PATH : flow.target
  return redirect(target, headers)
}

/**
 * The frame's claim of the sign-in its popup made (spec 4.1 step 6, before it goes to the target):
 * a fetch from our own page in the frame, so same-origin; the session it gets is partitioned (the
 * frame's top-level site), which is the cookie a frame on another site keeps when third-party
 * cookies are blocked. Each pending sign-in is taken once, within two minutes.
 */
async function handleHandoff(
  request: Request,
  fields: Record<string, unknown>,
  deps: SsoDeps,
): Promise<Response> {
  const sso = deps.sso!
  const refused = (reason: string) => {
    log(deps, `[sso] hand-off refused: ${reason}`)
    return new Response(null, { status: 400, headers: { 'Cache-Control': 'private, no-store' } })
  }
  // Only our own page in the frame claims; a fetch always says where it comes from.
  if (!request.headers.get('origin') || !sameOrigin(request)) return refused('not same-origin')
  const parsed = HandoffClaim.safeParse(fields)
  if (!parsed.success) return refused('malformed handoff')
  const claims = await claimHandoff(deps.payload, parsed.data.handoff)
  if (!claims) return refused('no pending sign-in (unknown, expired or already taken)')
  const headers = new Headers({ 'Cache-Control': 'private, no-store' })
  // A cookie the frame brings along can only be the popup's own top-level session (where third-party
  // cookies are allowed): it stays, the new one is the frame's.
  await startSession(request, claims, { ...deps, sso }, headers, true, false)
  return new Response(null, { status: 204, headers })
}

async function handleHostSignIn(
  request: Request,
  fields: Record<string, unknown>,
  deps: SsoDeps,
): Promise<Response> {
  const sso = deps.sso!
  const refused = (reason: string) => {
    log(deps, `[sso] host sign-in refused: ${reason}`)
    return html(
      400,
      'Inloggningen kunde inte slutföras',
      'Inloggningen via värdprogrammet kunde inte kontrolleras.',
    )
  }
  // A page of another site must not sign a visitor in with a token of its choosing (login CSRF).
  if (!sameOrigin(request)) return refused('cross-origin post')
  const parsed = HostSignIn.safeParse(fields)
  if (!parsed.success) return refused('missing or malformed state or id_token')
  let claims: SignedInClaims
  let expiresAt: Date
  try {
    claims = await verifyHostToken(sso, parsed.data.id_token)
    const exp = JSON.parse(
      Buffer.from(parsed.data.id_token.split('.')[1]!, 'base64url').toString(),
    ).exp
    expiresAt = new Date(Number(exp) * 1000)
  } catch (error) {
    return refused(describe(error))
  }
  if (!(await markHostTokenUsed(deps.payload, parsed.data.id_token, expiresAt)))
    return refused('token already used (replay)')
  const target = signInTarget(parsed.data.state, sso.siteOrigin, originalPath(request), (line) =>
    log(deps, line),
  )
  const headers = new Headers()
  await startSession(request, claims, { ...deps, sso }, headers)
  return redirect(target, headers)
}

/** Signs the visitor out here and at the provider (RP-initiated logout). */
export async function handleLogout(request: Request, deps: SsoDeps): Promise<Response> {
  if (!sameOrigin(request)) {
    log(deps, '[sso] logout refused: cross-origin post')
    return html(403, 'Utloggningen nekades', 'Begäran kom inte från den här webbplatsen.')
  }
  const token = readCookie(request.headers.get('cookie'), SESSION_COOKIE)
  const idToken = token ? await endSession(deps.payload, token) : null
  const headers = new Headers()
  const siteOrigin = deps.sso?.siteOrigin ?? new URL(request.url).origin
  // Both variants: the session may have been made at top level or inside a frame.
  for (const framed of [false, true]) {
    const attributes = sessionCookieAttributes({ siteOrigin, framed }, 0)
    headers.append('Set-Cookie', clearCookie(SESSION_COOKIE, attributes))
    headers.append('Set-Cookie', clearCookie(NAME_COOKIE, attributes, false))
  }
  let location = '/'
  if (deps.sso) {
    try {
      location = (await endSessionUrl(deps.sso, idToken))?.href ?? '/'
    } catch (error) {
      log(deps, `[sso] provider logout unavailable: ${(error as Error).message}`)
    }
  }
  return redirect(location, headers)
}

export { ssoConfigFromEnv }
