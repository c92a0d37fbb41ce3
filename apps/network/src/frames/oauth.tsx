// Sign-in for the SDK's API layer (SPEC 2.2 sign-in windows, 7.2 auth and session): the user-agent
// authorize popup, the PKCE authorization popup and token exchange, the userSession frame that hands
// the page its credentials, the API proxy frame, the relay pages and logout.
import type { Context, Hono } from 'hono'
import { z } from 'zod'
import type { AppDeps, AppEnv } from '../appTypes.js'
import { findSite, siteAllows } from '../data/sites.js'
import {
  anonymousToken,
  exchangeAuthCode,
  grantAuthorization,
  hasAuthorized,
  issueAuthCode,
  revokeAccessToken,
  sessionAccessToken,
} from '../data/tokens.js'
import { cleanCallback, jsonpBody } from '../lib/jsonp.js'
import { currentSession, signOut } from '../lib/session.js'
import {
  FormContext,
  type FrameEnv,
  type FrameOutcome,
  fullName,
  Notice,
  RefusedInput,
  registerFrame,
  scriptJson,
} from './kit.js'
import { booleanParam } from './params.js'
import { attemptSignIn, loginForm } from './session.js'

const apiKeyParam = z.string().regex(/^[\w-]{1,64}$/, { message: 'must be a valid API key' })
const scopeParam = z
  .string()
  .max(500, { message: 'must be at most 500 characters' })
  .regex(/^[\w:. -]*$/, { message: 'must be space-separated permission names' })

/** A redirect_uri must be this service's own relay page, so a code or result never leaves it. */
function ownRedirect(env: FrameEnv, raw: string, path: string): URL {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new RefusedInput([{ field: 'redirect_uri', message: 'must be an absolute URL' }])
  }
  if (url.origin !== new URL(env.c.req.url).origin || url.pathname !== path) {
    throw new RefusedInput([{ field: 'redirect_uri', message: `must be this service's ${path}` }])
  }
  return url
}

/** Only sites registered in this service may ask members for access. */
function registeredClient(env: FrameEnv, clientId: string): void {
  if (!findSite(env.deps.db, clientId)) {
    throw new RefusedInput([{ field: 'client_id', message: 'is not a registered API key' }])
  }
}

function withParams(url: URL, params: Record<string, string>): string {
  const next = new URL(url)
  for (const [key, value] of Object.entries(params)) next.searchParams.set(key, value)
  return next.toString()
}

function appName(referer: string | undefined, clientId: string): string {
  try {
    return referer ? new URL(referer).host : clientId
  } catch {
    return clientId
  }
}

function consentPage(env: FrameEnv, app: string, scope: string): FrameOutcome {
  const member = env.member
  if (!member) return loginForm(env, false)
  return {
    title: env.t.authorizeTitle(app),
    closable: true,
    body: (
      <>
        <p>{env.t.authorizeIntro(app, fullName(member))}</p>
        {scope ? <p className="muted">{env.t.authorizeScope(scope)}</p> : null}
        <div className="actions">
          <form method="post" action={env.path}>
            <FormContext env={env} action="allow" />
            <button type="submit" className="button">
              {env.t.allow}
            </button>
          </form>
          <form method="post" action={env.path}>
            <FormContext env={env} action="deny" />
            <button type="submit" className="button secondary">
              {env.t.deny}
            </button>
          </form>
        </div>
      </>
    ),
  }
}

export function registerOauthFrames(app: Hono<AppEnv>, deps: AppDeps): void {
  // The user-agent flow: ends on /cws/relay?status=success&xdOrigin&xdChannel, where the SDK reports
  // 'login' to the page, which then asks the userSession frame for credentials.
  const authorizeShape = {
    client_id: apiKeyParam,
    type: z.literal('user-agent', { message: "must be 'user-agent'" }),
    scope: scopeParam.optional(),
    redirect_uri: z.string().max(2000),
    immediate: booleanParam.optional(),
    original_referer: z.string().max(2000).optional(),
  }
  type AuthorizeParams = z.output<z.ZodObject<typeof authorizeShape>>
  const authorize = (env: FrameEnv, p: AuthorizeParams): FrameOutcome => {
    registeredClient(env, p.client_id)
    const relay = ownRedirect(env, p.redirect_uri, '/cws/relay')
    const member = env.member
    if (member && hasAuthorized(env.deps.db, member.id, p.client_id)) {
      return { redirect: withParams(relay, { status: 'success' }) }
    }
    if (p.immediate)
      return { redirect: withParams(relay, { status: 'error', error: 'not_authorized' }) }
    return consentPage(env, appName(p.original_referer, p.client_id), p.scope ?? '')
  }
  registerFrame(app, deps, {
    path: '/oauth/authorize',
    shape: authorizeShape,
    render: authorize,
    actions: {
      login: (env, p, form) => {
        const member = attemptSignIn(env, form)
        if (member === 'throttled') return loginForm(env, 'throttled')
        return member ? authorize({ ...env, member }, p) : loginForm(env, true)
      },
      allow: (env, p) => {
        const relay = ownRedirect(env, p.redirect_uri, '/cws/relay')
        if (!env.member) return loginForm(env, false)
        grantAuthorization(env.deps.db, env.member.id, p.client_id, p.scope ?? '', env.now)
        return { redirect: withParams(relay, { status: 'success' }) }
      },
      deny: (env, p) => ({
        redirect: withParams(ownRedirect(env, p.redirect_uri, '/cws/relay'), {
          status: 'error',
          error: 'user_cancelled_authorize',
        }),
      }),
    },
  })

  // PKCE: ends on /cws/oauth/redirect?code&state; the page trades the code through the userSession
  // frame's getOauthAccessToken.
  const pkceShape = {
    client_id: apiKeyParam,
    response_type: z.literal('code', { message: "must be 'code'" }),
    state: z
      .string()
      .regex(/^[\w.~-]{16,512}$/, { message: 'must be 16-512 characters A-Z a-z 0-9 - . _ ~' }),
    code_challenge: z
      .string()
      .regex(/^[\w-]{43}$/, { message: 'must be a base64url S256 challenge' }),
    code_challenge_method: z.literal('S256', { message: "must be 'S256'" }).optional(),
    redirect_uri: z.string().max(2000),
    scope: scopeParam.optional(),
  }
  type PkceParams = z.output<z.ZodObject<typeof pkceShape>>
  const codeRedirect = (env: FrameEnv, p: PkceParams, memberId: number): FrameOutcome => {
    const target = ownRedirect(env, p.redirect_uri, '/cws/oauth/redirect')
    const code = issueAuthCode(
      env.deps.db,
      {
        memberId,
        apiKey: p.client_id,
        codeChallenge: p.code_challenge,
        redirectUri: p.redirect_uri,
        scope: p.scope ?? '',
      },
      env.now,
    )
    return { redirect: withParams(target, { code, state: p.state }) }
  }
  const pkce = (env: FrameEnv, p: PkceParams): FrameOutcome => {
    registeredClient(env, p.client_id)
    ownRedirect(env, p.redirect_uri, '/cws/oauth/redirect')
    const member = env.member
    if (member && hasAuthorized(env.deps.db, member.id, p.client_id))
      return codeRedirect(env, p, member.id)
    return consentPage(env, p.client_id, p.scope ?? '')
  }
  registerFrame(app, deps, {
    path: '/oauth/v2/authorization',
    shape: pkceShape,
    render: pkce,
    actions: {
      login: (env, p, form) => {
        const member = attemptSignIn(env, form)
        if (member === 'throttled') return loginForm(env, 'throttled')
        return member ? pkce({ ...env, member }, p) : loginForm(env, true)
      },
      allow: (env, p) => {
        if (!env.member) return loginForm(env, false)
        grantAuthorization(env.deps.db, env.member.id, p.client_id, p.scope ?? '', env.now)
        return codeRedirect(env, p, env.member.id)
      },
      deny: (env, p) => ({
        redirect: withParams(ownRedirect(env, p.redirect_uri, '/cws/oauth/redirect'), {
          error: 'user_cancelled_authorize',
          state: p.state,
        }),
      }),
    },
  })

  // Relay pages: the SDK (frame mode) reads status / code+state / error from the query and reports.
  for (const path of ['/cws/relay', '/cws/oauth/redirect']) {
    registerFrame(app, deps, {
      path,
      shape: {},
      render: (env) => ({ title: env.t.finishing, body: <Notice>{env.t.finishing}</Notice> }),
    })
  }

  // The API proxy frame: the SDK runs the page's /v1 calls from here, same-origin.
  registerFrame(app, deps, {
    path: '/cws/proxy',
    shape: {},
    render: (env) => ({ title: env.t.apiProxyFrame, body: null }),
  })

  // The userSession frame: answers getCredentials and getOauthAccessToken for the embedding page.
  const sessionShape = {
    apiKey: apiKeyParam.optional(),
    authorize: booleanParam.optional(),
    credentialsCookie: booleanParam.optional(),
  }
  registerFrame(app, deps, {
    path: '/cws/session',
    shape: sessionShape,
    render: (env, p) => {
      const query = new URLSearchParams()
      if (p.apiKey) query.set('apiKey', p.apiKey)
      if (p.authorize) query.set('authorize', 'true')
      if (env.xdOrigin) query.set('xdOrigin', env.xdOrigin)
      const config = { credentialsUrl: `/cws/session/credentials?${query}`, apiKey: p.apiKey ?? '' }
      return { title: env.t.sessionFrame, body: null, script: sessionScript(config) }
    },
  })

  app.get('/cws/session/credentials', (c) => {
    const parsed = z
      .object({
        apiKey: apiKeyParam.optional(),
        authorize: booleanParam.optional(),
        xdOrigin: z.string().max(300).optional(),
      })
      .safeParse(c.req.query())
    c.header('Cache-Control', 'no-store')
    if (!parsed.success) return refuse(c, deps, parsed.error)
    const { apiKey, authorize: auto, xdOrigin } = parsed.data
    const none = {
      oauthToken: null,
      anonymousToken: null,
      memberToken: null,
      authCookie: null,
      isAuthenticated: false,
    }
    // Credentials go only to registered sites (API key), on a page of one of their origins.
    if (!siteAllows(deps.db, apiKey, xdOrigin)) {
      deps.logger.warn('refused_input', {
        method: 'GET',
        path: c.req.path,
        status: 200,
        reason: 'site not registered for this origin',
        apiKey,
        xdOrigin,
      })
      return c.json(none)
    }
    const registeredKey = apiKey as string
    const anonymous = {
      ...none,
      anonymousToken: anonymousToken(deps.db, registeredKey, deps.now()),
    }
    const session = currentSession(c, deps)
    if (!session) return c.json(anonymous)
    const member = session.member
    if (!auto && !hasAuthorized(deps.db, member.id, registeredKey)) return c.json(anonymous)
    grantAuthorization(deps.db, member.id, registeredKey, '', deps.now())
    const oauthToken = sessionAccessToken(
      deps.db,
      { id: session.id, memberId: member.id },
      registeredKey,
      deps.now(),
    )
    return c.json({
      oauthToken,
      anonymousToken: null,
      memberToken: member.memberToken,
      authCookie: member.memberToken,
      isAuthenticated: true,
    })
  })

  app.post('/oauth/v2/accessToken', async (c) => {
    c.header('Cache-Control', 'no-store')
    const body = await c.req.parseBody()
    const parsed = z
      .object({
        grant_type: z.literal('authorization_code', { message: "must be 'authorization_code'" }),
        code: z.string().regex(/^[\w-]{20,100}$/, { message: 'must be an authorization code' }),
        code_verifier: z
          .string()
          .regex(/^[\w.~-]{43,128}$/, { message: 'must be a PKCE code verifier' }),
        redirect_uri: z.string().max(2000),
        client_id: apiKeyParam,
      })
      .safeParse(body)
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({
        field: i.path.join('.'),
        message: i.message,
      }))
      deps.logger.warn('refused_input', { method: 'POST', path: c.req.path, status: 400, issues })
      return c.json(
        {
          error: 'invalid_request',
          error_description: issues.map((i) => `${i.field} ${i.message}`).join('; '),
        },
        400,
      )
    }
    const result = exchangeAuthCode(
      deps.db,
      {
        code: parsed.data.code,
        codeVerifier: parsed.data.code_verifier,
        redirectUri: parsed.data.redirect_uri,
        apiKey: parsed.data.client_id,
      },
      deps.now(),
    )
    if (!result.ok) {
      deps.logger.warn('refused_input', {
        method: 'POST',
        path: c.req.path,
        status: 400,
        reason: result.description,
      })
      return c.json({ error: result.error, error_description: result.description }, 400)
    }
    return c.json({ access_token: result.accessToken, expires_in: result.expiresIn })
  })

  // Logout, loaded as JSONP by the page: revokes the token, ends the session, answers true.
  app.get('/cws/logout', (c) => {
    c.header('Cache-Control', 'no-store')
    const query = c.req.query()
    const callback = query.callback === undefined ? undefined : cleanCallback(query.callback)
    if (query.callback !== undefined && !callback) {
      deps.logger.warn('refused_input', {
        method: 'GET',
        path: c.req.path,
        status: 400,
        field: 'callback',
      })
      return c.text('Bad request: callback must be a JavaScript identifier path\n', 400)
    }
    if (query.oauth_token && /^[\w-]{20,100}$/.test(query.oauth_token))
      revokeAccessToken(deps.db, query.oauth_token)
    signOut(c, deps)
    if (!callback) return c.json(true)
    return c.body(jsonpBody(callback, true), 200, {
      'Content-Type': 'application/javascript; charset=utf-8',
    })
  })
}

function refuse(c: Context, deps: AppDeps, error: z.ZodError) {
  const issues = error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }))
  deps.logger.warn('refused_input', { method: c.req.method, path: c.req.path, status: 400, issues })
  return c.json(
    { errorCode: 0, message: issues.map((i) => `${i.field} ${i.message}`).join('; '), status: 400 },
    400,
  )
}

// Registers the userSession methods with the SDK running in this frame (window.IN.Frame). Credentials
// are fetched fresh on every call, so a sign-in in another window shows on the next refresh.
function sessionScript(config: { credentialsUrl: string; apiKey: string }): string {
  return `(function () {
  var cfg = ${scriptJson(config)};
  var IN = window.IN;
  if (!IN || !IN.Frame) return;
  function json(response) {
    return response.json().then(function (body) {
      if (!response.ok) throw new Error((body && (body.error_description || body.message)) || 'HTTP ' + response.status);
      return body;
    });
  }
  IN.Frame.handle('getCredentials', function () {
    return fetch(cfg.credentialsUrl, { credentials: 'same-origin', headers: { Accept: 'application/json' } }).then(json);
  });
  IN.Frame.handle('getOauthAccessToken', function (p) {
    p = p || {};
    var body = new URLSearchParams({
      grant_type: 'authorization_code',
      code: String(p.code || ''),
      code_verifier: String(p.code_verifier || ''),
      redirect_uri: String(p.redirect_uri || ''),
      client_id: cfg.apiKey
    });
    return fetch('/oauth/v2/accessToken', { method: 'POST', credentials: 'same-origin', body: body }).then(json);
  });
})();`
}
