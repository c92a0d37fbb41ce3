import crypto from 'node:crypto'

import * as oidc from 'openid-client'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { SsoConfig, SsoDeps } from '@/features/sso'

import { startDevIdp, type DevIdp } from '../../../../tools/dev-idp/server.mjs'
import { startTestSite, type TestSite } from './harness'

// The relying party's side of single sign-on against the real local provider (tools/dev-idp) on
// loopback: every refusal asserts that no session was made. The feature is imported after the test site
// has set the database's environment (its module graph loads the Payload config).
const SITE = 'http://127.0.0.1:3998'
const HOST = '127.0.0.1:3998'
const APP_ID_URI = 'api://127.0.0.1:3998/smedja-web'
const STATE_SECRET = 'int-sso-state-secret-0123456789abcdef'

let site: TestSite
let clientConfiguration: SsoModule['clientConfiguration']
let handleCallback: SsoModule['handleCallback']
let handleLogout: SsoModule['handleLogout']
let handleSignInRequest: SsoModule['handleSignInRequest']
let signInStaff: SsoModule['signInStaff']
let signValue: SsoModule['signValue']
let verifySignedValue: SsoModule['verifySignedValue']
let viewerOf: SsoModule['viewerOf']
let STATE_COOKIE: string
let NAME_COOKIE: string
type SsoModule = typeof import('@/features/sso')
let idp: DevIdp
let sso: SsoConfig
let logs: string[]
let deps: SsoDeps
let originalFetch: oidc.CustomFetch | undefined

beforeAll(async () => {
  site = await startTestSite()
  const feature = await import('@/features/sso')
  ;({
    clientConfiguration,
    handleCallback,
    handleLogout,
    handleSignInRequest,
    signInStaff,
    signValue,
    verifySignedValue,
    viewerOf,
    STATE_COOKIE,
    NAME_COOKIE,
  } = feature)
  const { ssoConfigFromEnv } = feature
  idp = await startDevIdp({ port: 32000 + Math.floor(Math.random() * 2000), siteUrls: [SITE] })
  sso = ssoConfigFromEnv({
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: idp.clientId,
    OIDC_CLIENT_SECRET: idp.clientSecret,
    OIDC_SCOPES: 'openid profile email groups',
    OIDC_APP_ID_URI: APP_ID_URI,
    SITE_URL: SITE,
  })!
  originalFetch = (await clientConfiguration(sso))[oidc.customFetch]
})

afterAll(async () => {
  await idp?.close()
  await site?.close()
})

beforeEach(async () => {
  logs = []
  deps = { payload: site.payload, sso, stateSecret: STATE_SECRET, log: (line) => logs.push(line) }
  ;(await clientConfiguration(sso))[oidc.customFetch] = originalFetch as oidc.CustomFetch
})

const sessionCount = async () =>
  (await site.payload.count({ collection: 'sso-sessions', overrideAccess: true })).totalDocs

function cookieValue(response: Response, name: string): string | null {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';')
    const eq = pair!.indexOf('=')
    if (pair!.slice(0, eq) === name) return decodeURIComponent(pair!.slice(eq + 1))
  }
  return null
}
function cookieHeader(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`))
}

function signInPost(fields: Record<string, string>, path = '/medlemmar'): Request {
  return new Request(`${SITE}/api/sso/start?cb=${crypto.randomUUID()}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-smedja-sso-path': path,
      origin: SITE,
      host: HOST,
    },
    body: new URLSearchParams(fields).toString(),
  })
}

/** Signs in at the provider as a browser would, and returns the redirect back to the site. */
async function atProvider(authUrl: string, login: string, password: string): Promise<URL> {
  const jar = new Map<string, string>()
  let url = authUrl
  let body: string | undefined
  for (let step = 0; step < 12; step++) {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      body,
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const eq = pair!.indexOf('=')
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1))
    }
    if (response.status >= 300 && response.status < 400) {
      const next = new URL(response.headers.get('location')!, url)
      if (next.origin === SITE) return next
      url = next.href
      body = undefined
      continue
    }
    const html = await response.text()
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]
    if (!action) throw new Error(`no sign-in form at ${url}: ${html.slice(0, 200)}`)
    url = new URL(action, url).href
    body = new URLSearchParams({ login, password }).toString()
  }
  throw new Error('the provider did not send the browser back')
}

/** The provider's sign-in form for an authorization URL. */
async function providerForm(authUrl: string): Promise<string> {
  const first = await fetch(authUrl, { redirect: 'manual' })
  const cookie = first.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const form = await fetch(new URL(first.headers.get('location')!, authUrl), {
    headers: { cookie },
  })
  return form.text()
}

type Started = { authUrl: URL; flowCookie: string }
async function start(fields: Record<string, string> = {}): Promise<Started> {
  const response = await handleSignInRequest(
    signInPost({ action: 'openidredirect', redirect_to: `${SITE}/medlemmar`, ...fields }),
    deps,
  )
  expect(response.status).toBe(303)
  return {
    authUrl: new URL(response.headers.get('location')!),
    flowCookie: cookieValue(response, STATE_COOKIE)!,
  }
}

const callback = (url: URL, flowCookie: string | null, extra: Record<string, string> = {}) =>
  handleCallback(
    new Request(url, {
      headers: {
        cookie: flowCookie ? `${STATE_COOKIE}=${encodeURIComponent(flowCookie)}` : '',
        ...extra,
      },
    }),
    deps,
  )

describe('visitor sign-in (authorization code + PKCE)', () => {
  it('starts a code flow with PKCE S256, state, nonce and the hints, bound to a signed cookie', async () => {
    const response = await handleSignInRequest(
      signInPost({
        action: 'openidredirect',
        login_hint: 'anna.medlem@smedja.test',
        domain_hint: 'smedja.test',
        redirect_to: `${SITE}/medlemmar?flik=2`,
        b2c_policy: 'B2C_1_signin',
        idp_id: 'entra',
      }),
      deps,
    )
    const auth = new URL(response.headers.get('location')!)
    expect(auth.origin).toBe(idp.issuer)
    expect(auth.searchParams.get('response_type')).toBe('code')
    expect(auth.searchParams.get('code_challenge_method')).toBe('S256')
    expect(auth.searchParams.get('scope')).toBe('openid profile email groups')
    expect(auth.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(auth.searchParams.get('redirect_uri')).toBe(`${SITE}/api/sso/callback`)
    expect(auth.searchParams.get('login_hint')).toBe('anna.medlem@smedja.test')
    expect(auth.searchParams.get('domain_hint')).toBe('smedja.test')
    expect(auth.searchParams.get('p')).toBe('B2C_1_signin')
    expect(auth.searchParams.get('idp_id')).toBe('entra')
    const cookie = cookieHeader(response, STATE_COOKIE)!
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).toContain('Max-Age=600')
    const flow = verifySignedValue(cookieValue(response, STATE_COOKIE), STATE_SECRET) as Record<
      string,
      unknown
    >
    expect(flow.state).toBe(auth.searchParams.get('state'))
    expect(flow.nonce).toBe(auth.searchParams.get('nonce'))
    expect(flow.target).toBe('/medlemmar?flik=2')
    // The provider received the hints (its sign-in form shows them).
    const form = await providerForm(auth.href)
    expect(form).toContain('data-param="domain_hint">smedja.test')
    expect(form).toContain('value="anna.medlem@smedja.test"')
  })

  it('drops invalid hints with the 5.1 log lines', async () => {
    const { authUrl } = await start({
      login_hint: 'inte-en-adress',
      domain_hint: 'x',
      idp_id: '<b>x</b>',
    })
    expect(authUrl.searchParams.has('login_hint')).toBe(false)
    expect(authUrl.searchParams.has('domain_hint')).toBe(false)
    expect(authUrl.searchParams.has('idp_id')).toBe(false)
    expect(logs).toEqual([
      'loginHint parameter ignored because it is not a valid email address',
      'domainHint parameter ignored because it is not a valid domain name',
      'idpKey parameter ignored because its escaped value is not equal to its actual value',
    ])
  })

  it('makes a fresh session after a valid callback and returns to the page', async () => {
    const { authUrl, flowCookie } = await start()
    const back = await atProvider(authUrl.href, 'anna.medlem@smedja.test', 'anna-losen-1')
    const before = await sessionCount()
    const response = await callback(back, flowCookie, {
      cookie: `${STATE_COOKIE}=${encodeURIComponent(flowCookie)}; smedja-sso=planted-by-attacker`,
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/medlemmar')
    const token = cookieValue(response, 'smedja-sso')!
    expect(token).not.toBe('planted-by-attacker')
    expect(token.length).toBeGreaterThanOrEqual(40)
    const attributes = cookieHeader(response, 'smedja-sso')!
    expect(attributes).toContain('HttpOnly')
    expect(attributes).toContain('Secure')
    expect(attributes).toContain('SameSite=None')
    expect(attributes).not.toContain('Partitioned')
    expect(cookieValue(response, NAME_COOKIE)).toBe('Anna Medlem')
    expect(cookieHeader(response, NAME_COOKIE)).not.toContain('HttpOnly')
    // The flow cookie is cleared: it serves one callback only.
    expect(cookieHeader(response, STATE_COOKIE)).toContain('Max-Age=0')
    expect(await sessionCount()).toBe(before + 1)
    const viewer = await viewerOf(site.payload, token)
    expect(viewer).toMatchObject({ sub: 'u-anna', name: 'Anna Medlem', groups: ['medlemmar'] })
    expect(await viewerOf(site.payload, 'planted-by-attacker')).toBeNull()
  })

  it('lands a popup flow on the helper page', async () => {
    const response = await handleSignInRequest(
      new Request(
        `${SITE}/api/sso/start?action=openidredirect&redirect_to=${encodeURIComponent(`${SITE}/medlemmar`)}&cb=${crypto.randomUUID()}`,
      ),
      deps,
    )
    const flowCookie = cookieValue(response, STATE_COOKIE)!
    const back = await atProvider(
      response.headers.get('location')!,
      'bo.besokare@smedja.test',
      'bo-losen-1',
    )
    const done = await callback(back, flowCookie)
    expect(done.headers.get('location')).toBe('/sso/klar')
    expect(cookieValue(done, 'smedja-sso')).toBeTruthy()
  })
})

describe('a frame takes its popup’s sign-in over (partitioned session)', () => {
  /** A popup flow started with `cb`, signed in at the provider, and its callback. */
  async function popupSignIn(cb: string | null) {
    const query = new URLSearchParams({
      action: 'openidredirect',
      redirect_to: `${SITE}/medlemmar`,
    })
    if (cb) query.set('cb', cb)
    const started = await handleSignInRequest(new Request(`${SITE}/?${query}`), deps)
    const back = await atProvider(
      started.headers.get('location')!,
      'anna.medlem@smedja.test',
      'anna-losen-1',
    )
    const done = await callback(back, cookieValue(started, STATE_COOKIE))
    expect(done.headers.get('location')).toBe('/sso/klar')
    return done
  }
  const claim = (handoff: string, headers: Record<string, string> = { origin: SITE }) =>
    handleSignInRequest(
      new Request(`${SITE}/api/sso/start`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', host: HOST, ...headers },
        body: new URLSearchParams({ handoff }).toString(),
      }),
      deps,
    )

  it('gives the frame that knows the popup’s cb a partitioned session, once', async () => {
    const cb = crypto.randomUUID()
    const popup = await popupSignIn(cb)
    // The popup's own session is the top-level site's.
    expect(cookieHeader(popup, 'smedja-sso')).not.toContain('Partitioned')
    const other = crypto.randomUUID()
    const response = await claim(`${other},${cb}`)
    expect(response.status, logs.join('\n')).toBe(204)
    const attributes = cookieHeader(response, 'smedja-sso')!
    expect(attributes).toContain('Partitioned')
    expect(attributes).toContain('SameSite=None')
    expect(attributes).toContain('HttpOnly')
    const token = cookieValue(response, 'smedja-sso')!
    expect(token).not.toBe(cookieValue(popup, 'smedja-sso'))
    expect(await viewerOf(site.payload, token)).toMatchObject({ sub: 'u-anna' })
    expect(cookieHeader(response, NAME_COOKIE)).toContain('Partitioned')
    // Once only.
    const before = await sessionCount()
    const again = await claim(cb)
    expect(again.status).toBe(400)
    expect(cookieValue(again, 'smedja-sso')).toBeNull()
    expect(await sessionCount()).toBe(before)
    expect(logs.some((l) => l.startsWith('[sso] hand-off refused'))).toBe(true)
  })

  it('refuses an unknown cb, a cross-site claim, a claim without Origin and a late one: no session', async () => {
    const cb = crypto.randomUUID()
    await popupSignIn(cb)
    const before = await sessionCount()
    for (const response of [
      await claim(crypto.randomUUID()),
      await claim('not-a-uuid'),
      await claim(cb, { origin: 'https://evil.example' }),
      await claim(cb, {}),
    ]) {
      expect(response.status).toBe(400)
      expect(cookieValue(response, 'smedja-sso')).toBeNull()
    }
    expect(await sessionCount()).toBe(before)
    // Two minutes later the pending sign-in is gone.
    await site.payload.update({
      collection: 'sso-sessions',
      where: { tokenHash: { like: 'handoff:' } },
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    const late = await claim(cb)
    expect(late.status).toBe(400)
    expect(cookieValue(late, 'smedja-sso')).toBeNull()
    expect(await sessionCount()).toBe(before)
  })

  it('keeps nothing to take over for a popup without a cb, and a pending one signs no cookie in', async () => {
    const countPending = async () =>
      (
        await site.payload.count({
          collection: 'sso-sessions',
          where: { tokenHash: { like: 'handoff:' } },
          overrideAccess: true,
        })
      ).totalDocs
    const before = await countPending()
    await popupSignIn(null)
    expect(await countPending()).toBe(before)
    const cb = crypto.randomUUID()
    await popupSignIn(cb)
    expect(await countPending()).toBe(before + 1)
    // The pending record is no session for a cookie holding the cb, or anything derived from it.
    expect(await viewerOf(site.payload, cb)).toBeNull()
    expect(await viewerOf(site.payload, `handoff:${cb}`)).toBeNull()
  })
})

describe('refusals: no session is made', () => {
  async function expectRefused(response: Response, reason: RegExp) {
    expect(response.status).toBe(400)
    expect(cookieValue(response, 'smedja-sso')).toBeNull()
    expect(logs.join('\n')).toMatch(reason)
  }

  it('refuses a wrong state', async () => {
    const { authUrl, flowCookie } = await start()
    const back = await atProvider(authUrl.href, 'anna.medlem@smedja.test', 'anna-losen-1')
    back.searchParams.set('state', oidc.randomState())
    const before = await sessionCount()
    await expectRefused(await callback(back, flowCookie), /state/i)
    expect(await sessionCount()).toBe(before)
  })

  it('refuses a callback without the flow cookie, or with a forged one', async () => {
    const { authUrl, flowCookie } = await start()
    const back = await atProvider(authUrl.href, 'anna.medlem@smedja.test', 'anna-losen-1')
    const before = await sessionCount()
    await expectRefused(await callback(back, null), /no valid flow cookie/)
    const flow = verifySignedValue(flowCookie, STATE_SECRET) as Record<string, unknown>
    await expectRefused(
      await callback(back, signValue(flow, 'another-secret-0123456789abcdef')),
      /no valid flow cookie/,
    )
    await expectRefused(
      await callback(back, signValue({ ...flow, exp: Date.now() - 1 }, STATE_SECRET)),
      /no valid flow cookie/,
    )
    expect(await sessionCount()).toBe(before)
  })

  it('refuses a replayed code', async () => {
    const { authUrl, flowCookie } = await start()
    const back = await atProvider(authUrl.href, 'anna.medlem@smedja.test', 'anna-losen-1')
    expect((await callback(back, flowCookie)).status).toBe(303)
    const before = await sessionCount()
    await expectRefused(await callback(back, flowCookie), /invalid_grant|grant/i)
    expect(await sessionCount()).toBe(before)
  })

  it('refuses a wrong nonce', async () => {
    const { authUrl, flowCookie } = await start()
    const back = await atProvider(authUrl.href, 'anna.medlem@smedja.test', 'anna-losen-1')
    const flow = verifySignedValue(flowCookie, STATE_SECRET) as Record<string, unknown>
    const before = await sessionCount()
    await expectRefused(
      await callback(back, signValue({ ...flow, nonce: oidc.randomNonce() }, STATE_SECRET)),
      /nonce/i,
    )
    expect(await sessionCount()).toBe(before)
  })

  /** Runs a flow whose ID token the network replaces by `forge(original claims)`. */
  async function withForgedIdToken(forge: (claims: Record<string, unknown>) => string) {
    const config = await clientConfiguration(sso)
    const tokenEndpoint = config.serverMetadata().token_endpoint!
    config[oidc.customFetch] = async (url, options) => {
      const response = await fetch(url, options as RequestInit)
      if (url !== tokenEndpoint) return response
      const json = (await response.json()) as { id_token: string }
      const claims = JSON.parse(Buffer.from(json.id_token.split('.')[1]!, 'base64url').toString())
      json.id_token = forge(claims)
      return new Response(JSON.stringify(json), {
        status: response.status,
        headers: { 'content-type': 'application/json' },
      })
    }
    const { authUrl, flowCookie } = await start()
    const back = await atProvider(authUrl.href, 'anna.medlem@smedja.test', 'anna-losen-1')
    const before = await sessionCount()
    const response = await callback(back, flowCookie)
    expect(await sessionCount()).toBe(before)
    return response
  }

  const unsigned = (claims: Record<string, unknown>) =>
    `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`

  it('refuses an ID token from another issuer', async () => {
    await expectRefused(
      await withForgedIdToken((c) => idp.signToken({ ...c, iss: 'https://evil.example' })),
      /iss/i,
    )
  })

  it('refuses an ID token for another audience', async () => {
    await expectRefused(
      await withForgedIdToken((c) => idp.signToken({ ...c, aud: 'another-client' })),
      /aud/i,
    )
  })

  it('refuses an expired ID token', async () => {
    const past = Math.floor(Date.now() / 1000) - 3600
    await expectRefused(
      await withForgedIdToken((c) => idp.signToken({ ...c, iat: past - 600, exp: past })),
      /exp/i,
    )
  })

  it('refuses an unsigned ID token (alg none)', async () => {
    await expectRefused(await withForgedIdToken((c) => unsigned(c)), /alg|JWS|sign/i)
  })

  it('refuses an ID token signed with a key that is not the provider’s', async () => {
    const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
    await expectRefused(
      await withForgedIdToken((c) => {
        const real = idp.signToken(c)
        const [header, body] = real.split('.')
        const signature = crypto
          .sign('sha256', Buffer.from(`${header}.${body}`), privateKey)
          .toString('base64url')
        return `${header}.${body}.${signature}`
      }),
      /signature|JWS/i,
    )
  })
})

describe('provider metadata', () => {
  it('refuses discovery metadata that names another issuer (ASVS 10.5.3): no flow starts', async () => {
    const http = await import('node:http')
    const server = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          issuer: idp.issuer,
          authorization_endpoint: `${idp.issuer}/auth`,
          token_endpoint: `${idp.issuer}/token`,
          jwks_uri: `${idp.issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
        }),
      )
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    try {
      const impostor = { ...sso, issuer: `http://127.0.0.1:${port}` }
      await expect(clientConfiguration(impostor)).rejects.toThrow(/issuer/i)
      const response = await handleSignInRequest(
        signInPost({ action: 'openidredirect', redirect_to: `${SITE}/medlemmar` }),
        { ...deps, sso: impostor },
      ).catch((error: unknown) => error)
      expect(response).toBeInstanceOf(Error)
    } finally {
      server.close()
    }
  })
})

describe('open redirects', () => {
  it.each([
    '//evil.example',
    'https://evil.example',
    'javascript:alert(document.cookie)',
    '/\\evil.example',
  ])('sends %j back to the page it came from, never away', async (target) => {
    const { authUrl, flowCookie } = await start({ redirect_to: target })
    const flow = verifySignedValue(flowCookie, STATE_SECRET) as Record<string, unknown>
    expect(flow.target).toBe('/medlemmar')
    const back = await atProvider(authUrl.href, 'bo.besokare@smedja.test', 'bo-losen-1')
    const response = await callback(back, flowCookie)
    expect(response.headers.get('location'), logs.join('\n')).toBe('/medlemmar')
  })
})

describe('collaboration-host sign-in (state + id_token)', () => {
  const now = () => Math.floor(Date.now() / 1000)
  const hostClaims = (extra: Record<string, unknown> = {}) => ({
    iss: idp.issuer,
    aud: APP_ID_URI,
    sub: 'u-anna',
    name: 'Anna Medlem',
    email: 'anna.medlem@smedja.test',
    groups: ['medlemmar'],
    iat: now(),
    exp: now() + 300,
    jti: crypto.randomUUID(),
    ...extra,
  })
  const hostPost = (token: string, headers: Record<string, string> = {}) =>
    handleSignInRequest(
      new Request(`${SITE}/api/sso/start`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-smedja-sso-path': '/medlemmar',
          origin: SITE,
          host: HOST,
          ...headers,
        },
        body: new URLSearchParams({ state: `${SITE}/medlemmar`, id_token: token }).toString(),
      }),
      deps,
    )

  it('makes a partitioned session from a valid host token posted in a frame', async () => {
    const response = await hostPost(idp.signToken(hostClaims()), { 'sec-fetch-dest': 'iframe' })
    expect(response.status, logs.join('\n')).toBe(303)
    expect(response.headers.get('location')).toBe('/medlemmar')
    const attributes = cookieHeader(response, 'smedja-sso')!
    expect(attributes).toContain('Partitioned')
    expect(attributes).toContain('SameSite=None')
    expect(await viewerOf(site.payload, cookieValue(response, 'smedja-sso'))).toMatchObject({
      sub: 'u-anna',
    })
  })

  it.each(['//evil.example', 'https://evil.example', 'javascript:alert(1)'])(
    'sends the host sign-in with state %j back to the page, never away',
    async (state) => {
      const response = await handleSignInRequest(
        new Request(`${SITE}/api/sso/start`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-smedja-sso-path': '/medlemmar',
            origin: SITE,
            host: HOST,
          },
          body: new URLSearchParams({
            state,
            id_token: idp.signToken(hostClaims()),
          }).toString(),
        }),
        deps,
      )
      expect(response.status, logs.join('\n')).toBe(303)
      expect(response.headers.get('location')).toBe('/medlemmar')
    },
  )

  it.each([
    ['a reused token', 'replay'],
    ['another audience', 'aud'],
    ['another issuer', 'iss'],
    ['an expired token', 'exp'],
    ['alg none', 'alg'],
    ['a cross-site post', 'cross-origin'],
  ])('refuses %s', async (_name, kind) => {
    let token: string
    let headers: Record<string, string> = {}
    if (kind === 'replay') {
      token = idp.signToken(hostClaims())
      expect((await hostPost(token)).status).toBe(303)
    } else if (kind === 'aud') token = idp.signToken(hostClaims({ aud: 'api://other/app' }))
    else if (kind === 'iss') token = idp.signToken(hostClaims({ iss: 'https://evil.example' }))
    else if (kind === 'exp')
      token = idp.signToken(hostClaims({ iat: now() - 7200, exp: now() - 3600 }))
    else if (kind === 'alg')
      token = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(hostClaims())).toString('base64url')}.`
    else {
      token = idp.signToken(hostClaims())
      headers = { origin: 'https://evil.example' }
    }
    const before = await sessionCount()
    const response = await hostPost(token, headers)
    expect(response.status).toBe(400)
    expect(cookieValue(response, 'smedja-sso')).toBeNull()
    expect(await sessionCount()).toBe(before)
    expect(logs.some((l) => l.startsWith('[sso] host sign-in refused'))).toBe(true)
  })
})

describe('logout', () => {
  it('ends the session, clears both cookie variants and sends the visitor to the provider', async () => {
    const { authUrl, flowCookie } = await start()
    const back = await atProvider(authUrl.href, 'anna.medlem@smedja.test', 'anna-losen-1')
    const token = cookieValue(await callback(back, flowCookie), 'smedja-sso')!
    const response = await handleLogout(
      new Request(`${SITE}/api/sso/logga-ut`, {
        method: 'POST',
        headers: { cookie: `smedja-sso=${token}`, origin: SITE, host: HOST },
      }),
      deps,
    )
    expect(response.status).toBe(303)
    const location = new URL(response.headers.get('location')!)
    expect(location.href.startsWith(`${idp.issuer}/session/end`)).toBe(true)
    expect(location.searchParams.get('post_logout_redirect_uri')).toBe(`${SITE}/`)
    expect(location.searchParams.get('id_token_hint')).toBeTruthy()
    const cleared = response.headers.getSetCookie().filter((c) => c.startsWith('smedja-sso='))
    expect(cleared).toHaveLength(2)
    expect(cleared.some((c) => c.includes('Partitioned'))).toBe(true)
    expect(await viewerOf(site.payload, token)).toBeNull()
  })

  it('refuses a logout posted from another site', async () => {
    const response = await handleLogout(
      new Request(`${SITE}/api/sso/logga-ut`, {
        method: 'POST',
        headers: { origin: 'https://evil.example' },
      }),
      deps,
    )
    expect(response.status).toBe(403)
  })
})

describe('staff sign-in to the admin', () => {
  async function staffFlow(login: string, password: string) {
    deps.onStaffSignIn = (claims, target) => signInStaff(site.payload, sso, claims, target)
    const params = new URLSearchParams({
      action: 'openidredirect',
      staff: '1',
      redirect_to: `${SITE}/admin`,
    })
    const started = await handleSignInRequest(new Request(`${SITE}/api/sso/start?${params}`), deps)
    const authUrl = new URL(started.headers.get('location')!)
    expect(authUrl.searchParams.get('prompt')).toBe('login')
    const back = await atProvider(authUrl.href, login, password)
    return callback(back, cookieValue(started, STATE_COOKIE))
  }

  beforeAll(async () => {
    await site.payload.updateGlobal({
      slug: 'site-settings',
      data: {
        siteName: 'Smedja',
        staffSignIn: {
          roleMap: [
            { group: 'smedja-administratorer', role: 'admin' },
            { group: 'smedja-redaktorer', role: 'editor' },
          ],
          disableLocalPasswords: true,
        },
      } as never,
      overrideAccess: true,
    })
  })

  it('creates an account with the mapped role and signs it in to the admin', async () => {
    const response = await staffFlow('david.admin@smedja.test', 'david-losen-1')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/admin')
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('payload-token='))!
    expect(cookie).toContain('HttpOnly')
    const { user } = await site.payload.auth({
      headers: new Headers({ cookie: cookie.split(';')[0]! }),
    })
    expect(user).toMatchObject({
      email: 'david.admin@smedja.test',
      roles: ['admin'],
      ssoSubject: 'u-david',
    })
  })

  it('links an existing account by e-mail and keeps its role; its password is then refused', async () => {
    await site.payload.create({
      collection: 'users',
      data: {
        email: 'cecilia.redaktor@smedja.test',
        password: 'lokalt-losen-123',
        roles: ['editor'],
      } as never,
      overrideAccess: true,
    })
    const response = await staffFlow('cecilia.redaktor@smedja.test', 'cecilia-losen-1')
    expect(response.status).toBe(303)
    const { docs } = await site.payload.find({
      collection: 'users',
      where: { email: { equals: 'cecilia.redaktor@smedja.test' } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ roles: ['editor'], ssoSubject: 'u-cecilia' })
    await expect(
      site.payload.login({
        collection: 'users',
        data: { email: 'cecilia.redaktor@smedja.test', password: 'lokalt-losen-123' },
      }),
    ).rejects.toThrow(/organisationskontot/)
  })

  it('refuses another subject with the e-mail address of a linked account', async () => {
    const response = await signInStaff(
      site.payload,
      sso,
      {
        sub: 'u-someone-else',
        email: 'cecilia.redaktor@smedja.test',
        name: 'Någon Annan',
        groups: ['smedja-administratorer'],
        idToken: 'unused',
      },
      '/admin',
    )
    expect(response.status).toBe(403)
    expect(response.headers.getSetCookie().join('\n')).not.toMatch(/payload-token=[^;]/)
    const { docs } = await site.payload.find({
      collection: 'users',
      where: { email: { equals: 'cecilia.redaktor@smedja.test' } },
      overrideAccess: true,
    })
    expect(docs[0]).toMatchObject({ roles: ['editor'], ssoSubject: 'u-cecilia' })
  })

  it('refuses a signed-in person with no account and no mapped group', async () => {
    const before = (await site.payload.count({ collection: 'users', overrideAccess: true }))
      .totalDocs
    const response = await staffFlow('bo.besokare@smedja.test', 'bo-losen-1')
    expect(response.status).toBe(403)
    expect(response.headers.getSetCookie().some((c) => c.startsWith('payload-token='))).toBe(false)
    expect(
      (await site.payload.count({ collection: 'users', overrideAccess: true })).totalDocs,
    ).toBe(before)
  })
})

describe('members-only documents stay out of what anyone can read', () => {
  it('hides them from anonymous reads (APIs, listings, sitemap, search) but not from page queries', async () => {
    const created = await site.payload.create({
      collection: 'pages',
      data: {
        title: 'Bara för medlemmar',
        slug: 'bara-for-medlemmar',
        _status: 'published',
        memberAccess: 'groups',
        memberGroups: ['medlemmar'],
      } as never,
      overrideAccess: true,
    })
    const anonymous = await site.payload.find({
      collection: 'pages',
      where: { slug: { equals: 'bara-for-medlemmar' } },
      overrideAccess: false,
    })
    expect(anonymous.docs).toHaveLength(0)
    const pageQuery = await site.payload.find({
      collection: 'pages',
      where: { slug: { equals: 'bara-for-medlemmar' } },
      overrideAccess: false,
      context: { memberContent: true },
    })
    expect(pageQuery.docs.map((d) => d.id)).toEqual([created.id])
  })
})
