import { createHash } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, jsonpPayload, ORIGIN, type TestApp } from '../test/testApp.js'

let t: TestApp
beforeEach(() => {
  t = createTestApp()
})
afterEach(() => t.close())

const PAGE = 'http://127.0.0.1:3000'
const relay = `${ORIGIN}/cws/relay?status=success&xdOrigin=${encodeURIComponent(PAGE)}&xdChannel=auth_1`
const authorizeFields = {
  original_referer: `${PAGE}/team`,
  lang: 'sv_SE',
  immediate: 'false',
  scope: 'r_basicprofile',
  redirect_uri: relay,
}
const login = { email: 'anna.lindqvist@example.se', password: 'demo1234' }
const cookieOf = (res: Response) => (res.headers.get('Set-Cookie') ?? '').split(';')[0] ?? ''

async function credentials(cookie: string, query = 'apiKey=demo-key') {
  const from = `&xdOrigin=${encodeURIComponent(PAGE)}`
  return (await (
    await t.get(`/cws/session/credentials?${query}${from}`, { cookie })
  ).json()) as Record<string, unknown>
}

describe('user-agent authorize popup', () => {
  it('signs in, asks for consent, then relays status=success; the session frame then hands out a token', async () => {
    const first = await t.post(
      '/oauth/authorize?client_id=demo-key&type=user-agent',
      authorizeFields,
    )
    expect(first.status).toBe(200)
    expect(await first.text()).toContain('Logga in på Smedja Nätverk')

    const signedIn = await t.post('/oauth/authorize?client_id=demo-key&type=user-agent', {
      ...authorizeFields,
      ...login,
      _action: 'login',
      requestId: 'req-auth-1',
    })
    const cookie = cookieOf(signedIn)
    expect(cookie).toMatch(/^smedja_nw_session=/)
    expect(await signedIn.text()).toContain('Ge 127.0.0.1:3000 tillgång')
    expect(await credentials(cookie)).toMatchObject({ isAuthenticated: false, oauthToken: null })

    const allowed = await t.post(
      '/oauth/authorize?client_id=demo-key&type=user-agent',
      { ...authorizeFields, _action: 'allow', requestId: 'req-auth-2' },
      { cookie },
    )
    expect(allowed.status).toBe(303)
    const location = new URL(allowed.headers.get('Location') ?? '')
    expect(location.pathname).toBe('/cws/relay')
    expect(location.searchParams.get('status')).toBe('success')
    expect(location.searchParams.get('xdChannel')).toBe('auth_1')

    const creds = await credentials(cookie)
    expect(creds).toMatchObject({ isAuthenticated: true, memberToken: 'mtAnnaL7f3a9Q' })
    expect(String(creds.oauthToken)).toMatch(/^[\w-]{43}$/)
    expect((await credentials(cookie)).oauthToken).toBe(creds.oauthToken)

    const me = await t.get('/v1/people/~:(first-name)', {
      headers: { Authorization: `Bearer ${String(creds.oauthToken)}` },
    })
    expect(await me.json()).toEqual({ _total: 1, values: [{ _key: '~', firstName: 'Anna' }] })

    const again = await t.post(
      '/oauth/authorize?client_id=demo-key&type=user-agent',
      authorizeFields,
      { cookie },
    )
    expect(again.status).toBe(303)
  })

  it('relays an error at once for immediate=true without a session', async () => {
    const res = await t.post('/oauth/authorize?client_id=demo-key&type=user-agent', {
      ...authorizeFields,
      immediate: 'true',
    })
    expect(res.status).toBe(303)
    expect(new URL(res.headers.get('Location') ?? '').searchParams.get('status')).toBe('error')
  })

  it('relays the cancellation when the member denies', async () => {
    const cookie = await t.signIn()
    const res = await t.post(
      '/oauth/authorize?client_id=demo-key&type=user-agent',
      { ...authorizeFields, _action: 'deny', requestId: 'req-auth-3' },
      { cookie },
    )
    expect(new URL(res.headers.get('Location') ?? '').searchParams.get('error')).toBe(
      'user_cancelled_authorize',
    )
    expect(await credentials(cookie)).toMatchObject({ isAuthenticated: false })
  })

  it('refuses a redirect_uri that is not its own relay page, without redirecting', async () => {
    const cookie = await t.signIn()
    for (const redirect_uri of [
      'https://evil.example/cws/relay?status=success',
      `${ORIGIN}/cws/login`,
    ]) {
      const res = await t.post(
        '/oauth/authorize?client_id=demo-key&type=user-agent',
        { ...authorizeFields, redirect_uri, _action: 'allow', requestId: 'req-auth-4' },
        { cookie },
      )
      expect(res.status).toBe(400)
      expect(res.headers.get('Location')).toBeNull()
    }
    expect(t.scalar('SELECT COUNT(*) FROM authorizations')).toBe(0)
  })
})

describe('userSession frame', () => {
  it('serves a frame that registers getCredentials with the SDK after loading it', async () => {
    const html = await (
      await t.get(
        `/cws/session?apiKey=demo-key&authorize=false&xdOrigin=${encodeURIComponent(PAGE)}&xdChannel=s1`,
      )
    ).text()
    const sdk = html.indexOf('<script src="/in.js"></script>')
    const handler = html.indexOf("IN.Frame.handle('getCredentials'")
    expect(sdk).toBeGreaterThan(0)
    expect(handler).toBeGreaterThan(sdk)
    expect(html).toContain('/cws/session/credentials?apiKey=demo-key')
  })

  it('hands a registered site an anonymous token (and nothing else) without a session', async () => {
    const creds = await credentials('')
    expect(creds).toMatchObject({
      oauthToken: null,
      memberToken: null,
      authCookie: null,
      isAuthenticated: false,
    })
    expect(creds.anonymousToken).toMatch(/^anon\./)
  })

  it('hands out nothing to an unregistered key or a page outside the site', async () => {
    const none = {
      oauthToken: null,
      anonymousToken: null,
      memberToken: null,
      authCookie: null,
      isAuthenticated: false,
    }
    const cookie = await t.signIn()
    const unknownKey = await t.get(
      `/cws/session/credentials?apiKey=nobody&authorize=true&xdOrigin=${encodeURIComponent(PAGE)}`,
      { cookie },
    )
    expect(await unknownKey.json()).toEqual(none)
    const otherPage = await t.get(
      '/cws/session/credentials?apiKey=demo-key&authorize=true&xdOrigin=https%3A%2F%2Fevil.example',
      { cookie },
    )
    expect(await otherPage.json()).toEqual(none)
  })

  it('refuses to authorize an unregistered client_id', async () => {
    const res = await t.get(
      `/oauth/authorize?client_id=nobody&type=user-agent&redirect_uri=${encodeURIComponent(relay)}`,
    )
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('client_id')
  })

  it('authorizes at once with authorize=true', async () => {
    const cookie = await t.signIn()
    expect(await credentials(cookie, 'apiKey=demo-key&authorize=true')).toMatchObject({
      isAuthenticated: true,
    })
  })

  it('gives credentials only to allowed embedders once frame-ancestors are configured', async () => {
    const strict = createTestApp({ frameAncestors: [PAGE] })
    try {
      const cookie = await strict.signIn()
      const ok = await strict.get(
        `/cws/session/credentials?apiKey=k1&authorize=true&xdOrigin=${encodeURIComponent(PAGE)}`,
        { cookie },
      )
      const evil = await strict.get(
        '/cws/session/credentials?apiKey=k1&authorize=true&xdOrigin=https%3A%2F%2Fevil.example',
        { cookie },
      )
      expect(await ok.json()).toMatchObject({ isAuthenticated: true })
      expect(await evil.json()).toMatchObject({ isAuthenticated: false, oauthToken: null })
    } finally {
      strict.close()
    }
  })
})

describe('PKCE authorization', () => {
  const verifier = 'v'.repeat(20) + 'ABCdef0123456789-._~' + 'x'.repeat(40)
  const challenge = createHash('sha256').update(verifier).digest('base64url')
  const redirectUri = `${ORIGIN}/cws/oauth/redirect?xdOrigin=${encodeURIComponent(PAGE)}`
  const state = 'state-'.padEnd(40, 'q')
  const pkcePath = `/oauth/v2/authorization?${new URLSearchParams({
    client_id: 'demo-key',
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    redirect_uri: redirectUri,
    scope: 'r_fullprofile',
    response_type: 'code',
  })}`

  async function authorizedCode(): Promise<string> {
    const cookie = await t.signIn()
    const res = await t.post(pkcePath, { _action: 'allow', requestId: 'req-pkce-1' }, { cookie })
    expect(res.status).toBe(303)
    const location = new URL(res.headers.get('Location') ?? '')
    expect(location.pathname).toBe('/cws/oauth/redirect')
    expect(location.searchParams.get('state')).toBe(state)
    return location.searchParams.get('code') ?? ''
  }

  const exchange = (code: string, code_verifier = verifier) =>
    t.app.request('/oauth/v2/accessToken', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        code_verifier,
        redirect_uri: redirectUri,
        client_id: 'demo-key',
      }).toString(),
    })

  it('trades the code and verifier for an access token that works on /v1, once', async () => {
    const code = await authorizedCode()
    const res = await exchange(code)
    expect(res.status).toBe(200)
    const body = (await res.json()) as { access_token: string; expires_in: number }
    expect(body.expires_in).toBeGreaterThan(0)
    const me = await t.get(`/v1/people/~:(last-name)?oauth_token=${body.access_token}`)
    expect(await me.json()).toMatchObject({ values: [{ lastName: 'Lindqvist' }] })
    const replay = await exchange(code)
    expect(replay.status).toBe(400)
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' })
  })

  it('refuses a wrong verifier and issues nothing', async () => {
    const code = await authorizedCode()
    const before = t.scalar('SELECT COUNT(*) FROM access_tokens')
    const res = await exchange(code, 'w'.repeat(64))
    expect(res.status).toBe(400)
    expect(t.scalar('SELECT COUNT(*) FROM access_tokens')).toBe(before)
  })

  it('refuses a malformed challenge with a 400 page', async () => {
    const res = await t.get(pkcePath.replace(challenge, 'short'))
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('<code>code_challenge</code>')
  })
})

describe('logout', () => {
  it('revokes the token, ends the session and answers true', async () => {
    const cookie = await t.signIn()
    const { oauthToken } = await credentials(cookie, 'apiKey=demo-key&authorize=true')
    const res = await t.get(
      `/cws/logout?oauth_token=${String(oauthToken)}&api_key=demo-key&callback=IN.cb`,
      { cookie },
    )
    expect(jsonpPayload(await res.text(), 'IN.cb')).toBe(true)
    expect(res.headers.get('Set-Cookie')).toMatch(/smedja_nw_session=;/)
    expect(t.scalar('SELECT COUNT(*) FROM sessions')).toBe(0)
    const api = await t.get('/v1/people/~', {
      headers: { Authorization: `Bearer ${String(oauthToken)}` },
    })
    expect(api.status).toBe(401)
  })

  it('refuses an unsafe callback and keeps the session', async () => {
    const cookie = await t.signIn()
    expect((await t.get('/cws/logout?callback=alert(1)', { cookie })).status).toBe(400)
    expect(t.scalar('SELECT COUNT(*) FROM sessions')).toBe(1)
  })
})

describe('relay and proxy frames', () => {
  it.each(['/cws/relay?status=success', '/cws/oauth/redirect?code=abc&state=def', '/cws/proxy'])(
    '%s is a document running the SDK',
    async (path) => {
      const res = await t.get(path)
      expect(res.status).toBe(200)
      expect(await res.text()).toContain('<script src="/in.js"></script>')
    },
  )
})
