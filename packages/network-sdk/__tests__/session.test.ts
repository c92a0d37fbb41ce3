// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  COOKIE_PROVIDER,
  CREDENTIAL_REFRESH_MS,
  crc32,
  normalizeCredentials,
  pkceChallenge,
  pkceRandom,
  writeCredentialsCookie,
} from '../src/session'
import { SignInError } from '../src/errors'
import {
  answerJsonp,
  fakeTransport,
  flush,
  fromPopup,
  HOST,
  fromFrame,
  makeNetwork,
  stopAnswering,
  stubWindowOpen,
} from './helpers'

type Handlers = Record<string, (params: unknown) => unknown>

/** Makes the invisible session frame answer the page's calls with the given handlers. */
function serveFrame(frame: HTMLIFrameElement, handlers: Handlers): void {
  const frameWindow = frame.contentWindow as Window
  const channel = JSON.parse(frame.name).xdChannel as string
  const reply = (type: string, data?: unknown) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { xdoor: 1, channel, type, data },
        origin: HOST,
        source: frameWindow,
      }),
    )
  Object.defineProperty(frameWindow, 'postMessage', {
    configurable: true,
    value: (message: { type: string; data: { id: string; method: string; params: unknown } }) => {
      if (message.type !== 'call') return
      const { id, method, params } = message.data
      queueMicrotask(async () => {
        try {
          reply('result', { id, ok: true, value: await handlers[method]?.(params) })
        } catch (error) {
          reply('result', { id, ok: false, error: (error as Error).message })
        }
      })
    },
  })
  reply('ready')
}

const sessionFrame = () =>
  Array.from(document.querySelectorAll('iframe')).find((f) =>
    f.src.startsWith(`${HOST}/cws/session`),
  ) as HTMLIFrameElement

async function startedNetwork(options: Record<string, unknown>, handlers: Handlers) {
  const net = makeNetwork({ apiKey: 'KEY', ...options })
  const events: [string, unknown][] = []
  for (const name of ['sessionReady', 'credentialsChange', 'noAuth', 'auth', 'logout']) {
    net.Event.on(name, (d) => events.push([name, d]))
  }
  const init = net.init()
  await flush()
  serveFrame(sessionFrame(), handlers)
  await init
  await vi.waitFor(() => expect(events.map(([n]) => n)).toContain('sessionReady'))
  return { net, events }
}

beforeEach(() => {
  document.body.innerHTML = ''
  document.cookie
    .split(';')
    .forEach(
      (c) =>
        (document.cookie = `${c.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`),
    )
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  stopAnswering()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('credentials', () => {
  it('turns empty values into null; authenticated exactly when oauthToken is present', () => {
    expect(
      normalizeCredentials({
        oauthToken: '',
        anonymousToken: 'a',
        memberToken: '',
        authCookie: undefined,
      }),
    ).toEqual({
      oauthToken: null,
      anonymousToken: 'a',
      memberToken: null,
      authCookie: null,
      isAuthenticated: false,
    })
    expect(normalizeCredentials({ oauthToken: 't', isAuthenticated: false }).isAuthenticated).toBe(
      true,
    )
    expect(normalizeCredentials(null).isAuthenticated).toBe(false)
  })

  it('computes the IEEE CRC-32', () => {
    expect(crc32('123456789')).toBe(0xcbf43926)
    expect(crc32('')).toBe(0)
  })
})

describe('PKCE values', () => {
  it('draws 128 characters from A-Z a-z 0-9 - . _ ~', () => {
    const value = pkceRandom(globalThis.crypto)
    expect(value).toHaveLength(128)
    expect(value).toMatch(/^[A-Za-z0-9\-._~]+$/)
    expect(pkceRandom(globalThis.crypto)).not.toBe(value)
  })

  it('derives the S256 challenge (RFC 7636 example)', async () => {
    await expect(
      pkceChallenge(globalThis.crypto, 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'),
    ).resolves.toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')
  })
})

describe('user session', () => {
  it('opens the userSession frame with apiKey, authorize and credentialsCookie and reads credentials', async () => {
    const { net, events } = await startedNetwork(
      { authorize: true },
      {
        getCredentials: () => ({ oauthToken: '', anonymousToken: 'anon' }),
      },
    )
    const url = new URL(sessionFrame().src)
    expect(url.searchParams.get('apiKey')).toBe('KEY')
    expect(url.searchParams.get('authorize')).toBe('true')
    expect(url.searchParams.get('credentialsCookie')).toBe('false')
    expect(net.credentials).toMatchObject({ anonymousToken: 'anon', isAuthenticated: false })
    expect(net.User.isAuthorized()).toBe(false)
    expect(events.map(([n]) => n)).toEqual(['sessionReady', 'credentialsChange', 'noAuth'])
  })

  it('fires auth on sign-in and logout on sign-out, and refreshes every 30 minutes while signed in', async () => {
    let credentials: Record<string, unknown> = { oauthToken: 'T1' }
    const getCredentials = vi.fn(() => credentials)
    const { net, events } = await startedNetwork({}, { getCredentials })
    expect(net.User.isAuthorized()).toBe(true)
    expect(events.map(([n]) => n)).toContain('auth')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    net.session.set({ oauthToken: 'T2' })
    const calls = getCredentials.mock.calls.length
    expect(CREDENTIAL_REFRESH_MS).toBe(1_800_000)
    credentials = {}
    await vi.advanceTimersByTimeAsync(CREDENTIAL_REFRESH_MS - 1)
    expect(getCredentials.mock.calls.length).toBe(calls)
    await vi.advanceTimersByTimeAsync(1)
    for (let i = 0; i < 10; i += 1) await Promise.resolve()
    expect(getCredentials.mock.calls.length).toBe(calls + 1)
    expect(events.map(([n]) => n)).toContain('logout')
    await vi.advanceTimersByTimeAsync(CREDENTIAL_REFRESH_MS * 2)
    expect(getCredentials.mock.calls.length).toBe(calls + 1)
  })

  it('writes the credentials cookie with its crc and clears both without authCookie', async () => {
    const { net } = await startedNetwork(
      { credentialsCookie: true, credentialsCookieCrc: true },
      {
        getCredentials: () => ({ oauthToken: 'T', authCookie: 'abc' }),
      },
    )
    expect(document.cookie).toContain(`${COOKIE_PROVIDER}_oauth_KEY=abc`)
    expect(document.cookie).toContain(`${COOKIE_PROVIDER}_oauth_KEY_crc=${crc32('abc')}`)
    net.session.set({})
    expect(document.cookie).not.toContain(`${COOKIE_PROVIDER}_oauth_KEY`)
  })

  it('marks the cookies secure on https pages', () => {
    const written: string[] = []
    const doc = {
      location: { protocol: 'https:' },
      set cookie(value: string) {
        written.push(value)
      },
    } as unknown as Document
    writeCredentialsCookie(doc, 'KEY', 'a b', true)
    expect(written).toEqual([
      `${COOKIE_PROVIDER}_oauth_KEY=a%20b; secure; path=/`,
      `${COOKIE_PROVIDER}_oauth_KEY_crc=${crc32('a b')}; secure; path=/`,
    ])
  })

  it('says so when urls.userSession is empty', async () => {
    const net = makeNetwork({ apiKey: 'KEY', 'urls.userSession': '' })
    await expect(net.User.refresh()).rejects.toThrow('urls.userSession endpoint was not defined')
  })

  it('logs out through the logout URL and refreshes', async () => {
    const requests = answerJsonp(() => true)
    let credentials: Record<string, unknown> = { oauthToken: 'T' }
    const { net, events } = await startedNetwork({}, { getCredentials: () => credentials })
    credentials = {}
    const done = vi.fn()
    await expect(net.User.logout(done)).resolves.toBe(true)
    const url = requests[0] as URL
    expect(url.pathname).toBe('/cws/logout')
    expect(url.searchParams.get('oauth_token')).toBe('T')
    expect(url.searchParams.get('api_key')).toBe('KEY')
    expect(done).toHaveBeenCalled()
    expect(events.map(([n]) => n)).toContain('logout')
  })
})

describe('sign-in', () => {
  it('posts the authorize popup and refreshes credentials on a successful relay', async () => {
    const popups = stubWindowOpen()
    const submitted: Record<string, string>[] = []
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      submitted.push({
        action: this.action,
        target: this.target,
        ...Object.fromEntries(
          Array.from(this.elements as unknown as HTMLInputElement[]).map((i) => [i.name, i.value]),
        ),
      })
    })
    let credentials: Record<string, unknown> = {}
    const { net } = await startedNetwork(
      { scope: 'r_basicprofile r_emailaddress', lang: 'sv_SE' },
      {
        getCredentials: () => credentials,
      },
    )
    const signedIn = net.User.authorize()
    await flush()
    const popup = popups[0]!
    expect(popup.url).toBe('about:blank')
    expect(popup.features).toMatch(/width=500,height=550/)
    const form = submitted[0]!
    const action = new URL(form.action as string)
    expect(action.pathname).toBe('/oauth/authorize')
    expect(action.searchParams.get('client_id')).toBe('KEY')
    expect(action.searchParams.get('type')).toBe('user-agent')
    expect(form.target).toBe(popup.name)
    expect(form.scope).toBe('r_basicprofile r_emailaddress')
    expect(form.lang).toBe('sv_SE')
    expect(form.immediate).toBe('false')
    expect(form.original_referer).toBe(window.location.href)
    const redirect = new URL(form.redirect_uri!)
    expect(redirect.pathname).toBe('/cws/relay')
    expect(redirect.searchParams.get('status')).toBe('success')
    expect(redirect.searchParams.get('xdChannel')).toBe(JSON.parse(popup.name).xdChannel)
    expect(redirect.searchParams.get('xdOrigin')).toBe(window.location.origin)
    credentials = { oauthToken: 'T' }
    fromPopup(net, popup, 'login', { status: 'success' })
    await expect(signedIn).resolves.toMatchObject({ isAuthenticated: true, oauthToken: 'T' })
    expect(popup.closed).toBe(true)
  })

  it('rejects when the sign-in window is closed without a result', async () => {
    const popups = stubWindowOpen()
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {})
    const { net } = await startedNetwork({}, { getCredentials: () => ({}) })
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] })
    const signedIn = net.User.authorize()
    await Promise.resolve()
    popups[0]!.closed = true
    vi.advanceTimersByTime(500)
    let settled = false
    signedIn.catch(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    vi.advanceTimersByTime(200)
    await expect(signedIn).rejects.toThrow(SignInError)
    await expect(signedIn).rejects.toThrow('The sign-in window was closed')
  })

  it('SilentAuth: posts immediate=true into an invisible frame and signs in on its relay', async () => {
    const submitted: Record<string, string>[] = []
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      submitted.push({
        action: this.action,
        ...Object.fromEntries(
          Array.from(this.elements as unknown as HTMLInputElement[]).map((i) => [i.name, i.value]),
        ),
      })
    })
    let credentials: Record<string, unknown> = {}
    const { net } = await startedNetwork({}, { getCredentials: () => credentials })
    const silent = net.User.authorize(undefined, { immediate: true })
    const frame = Array.from(document.querySelectorAll('iframe')).find(
      (f) => f.title === 'Sign in',
    ) as HTMLIFrameElement
    expect(frame.getAttribute('aria-hidden')).toBe('true')
    expect(submitted[0]?.immediate).toBe('true')
    expect(new URL(submitted[0]?.action as string).pathname).toBe('/oauth/authorize')
    credentials = { oauthToken: 'T' }
    fromFrame(frame, 'login', { status: 'success' })
    await expect(silent).resolves.toMatchObject({ isAuthenticated: true })
    expect(frame.isConnected).toBe(false)

    const refused = net.User.authorize(undefined, { immediate: true })
    refused.catch(() => {})
    const second = Array.from(document.querySelectorAll('iframe')).find(
      (f) => f.title === 'Sign in',
    ) as HTMLIFrameElement
    fromFrame(second, 'error', { message: 'not_authorized' })
    await expect(refused).rejects.toThrow('not_authorized')
  })

  async function pkce(answer: (state: string) => Record<string, unknown>, token: unknown) {
    const popups = stubWindowOpen()
    const getOauthAccessToken = vi.fn((_params: unknown) => token)
    const { net } = await startedNetwork(
      { mode: 'pkce' },
      { getCredentials: () => ({}), getOauthAccessToken },
    )
    const signedIn = net.User.authorize()
    signedIn.catch(() => {})
    await vi.waitFor(() => expect(popups).toHaveLength(1))
    const url = new URL(popups[0]!.url)
    fromPopup(net, popups[0]!, 'login', answer(url.searchParams.get('state')!))
    return { signedIn, url, getOauthAccessToken, popup: popups[0]!, net }
  }

  it('PKCE: opens the authorization popup and trades the code for an access token', async () => {
    const { signedIn, url, getOauthAccessToken, popup, net } = await pkce(
      (state) => ({ state, code: 'C' }),
      {
        access_token: 'AT',
      },
    )
    expect(url.pathname).toBe('/oauth/v2/authorization')
    expect(url.searchParams.get('client_id')).toBe('KEY')
    expect(url.searchParams.get('response_type')).toBe('code')
    expect(url.searchParams.get('scope')).toBe('r_fullprofile')
    expect(url.searchParams.get('state')).toHaveLength(128)
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const redirect = new URL(url.searchParams.get('redirect_uri')!)
    expect(redirect.pathname).toBe('/cws/oauth/redirect')
    expect(redirect.searchParams.get('xdOrigin')).toBe(window.location.origin)
    expect(popup.features).toMatch(/height=600/)
    await expect(signedIn).resolves.toMatchObject({ oauthToken: 'AT', isAuthenticated: true })
    const params = getOauthAccessToken.mock.calls[0]?.[0] as Record<string, string>
    expect(params.code).toBe('C')
    expect(params.code_verifier).toHaveLength(128)
    expect(params.redirect_uri).toBe(url.searchParams.get('redirect_uri'))
    expect(net.User.isAuthorized()).toBe(true)
  })

  it('PKCE: rejects a state mismatch or a missing code', async () => {
    const mismatch = await pkce(() => ({ state: 'other', code: 'C' }), { access_token: 'AT' })
    await expect(mismatch.signedIn).rejects.toThrow('Error: OAuth State mismatch')
    document.body.innerHTML = ''
    vi.restoreAllMocks()
    const noCode = await pkce((state) => ({ state }), { access_token: 'AT' })
    await expect(noCode.signedIn).rejects.toThrow('Error: OAuth State mismatch')
    expect(noCode.getOauthAccessToken).not.toHaveBeenCalled()
  })

  it('PKCE: rejects when no access token comes back', async () => {
    const { signedIn } = await pkce((state) => ({ state, code: 'C' }), {})
    await expect(signedIn).rejects.toThrow('Error:Failed to get OAuth accessToken')
  })
})

describe('credential events and refresh under the spec names (SPEC 4.2)', () => {
  afterEach(() => vi.useRealTimers())

  it('announces authenticate, change, ready and unauthenticate on IN.User.Event and, with aliases, on IN.Event', async () => {
    let credentials: Record<string, unknown> = { anonymousToken: 'anon.a' }
    const net = makeNetwork({ apiKey: 'KEY' })
    const user: string[] = []
    const global: string[] = []
    for (const name of ['authenticate', 'unauthenticate', 'change', 'ready']) {
      net.User.Event.on(name, () => user.push(name))
    }
    for (const name of [
      'authenticate',
      'auth',
      'unauthenticate',
      'logout',
      'change',
      'credentialsChange',
      'noAuth',
    ]) {
      net.Event.on(name, () => global.push(name))
    }
    const init = net.init()
    await flush()
    serveFrame(sessionFrame(), { getCredentials: () => credentials })
    await init
    await vi.waitFor(() => expect(user).toContain('ready'))
    expect(user).toEqual(['ready', 'change'])
    credentials = { oauthToken: 'T1' }
    await net.User.refresh()
    expect(user).toEqual(['ready', 'change', 'change', 'authenticate'])
    expect(global).toEqual([
      'change',
      'credentialsChange',
      'noAuth',
      'change',
      'credentialsChange',
      'noAuth',
      'authenticate',
      'auth',
    ])
    credentials = { anonymousToken: 'anon.b' }
    await net.User.refresh()
    expect(user.slice(-2)).toEqual(['change', 'unauthenticate'])
    expect(global.slice(-2)).toEqual(['unauthenticate', 'logout'])
    // 'ready' runs handlers added late at once.
    const late = vi.fn()
    net.User.Event.on('ready', late)
    expect(late).toHaveBeenCalledTimes(1)
  })

  it('refreshes every 30 minutes while signed in, restarts the period on a change and stops on unauthenticate', async () => {
    let credentials: Record<string, unknown> = { oauthToken: 'T1' }
    const getCredentials = vi.fn(() => credentials)
    const { net } = await startedNetwork({}, { getCredentials })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    net.session.set({ oauthToken: 'T2' }) // a change: the period starts now
    credentials = { oauthToken: 'T2' }
    const base = getCredentials.mock.calls.length
    const tick = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms)
      for (let i = 0; i < 10; i += 1) await Promise.resolve()
    }
    await tick(CREDENTIAL_REFRESH_MS)
    expect(getCredentials.mock.calls.length).toBe(base + 1)
    // Unchanged credentials: the next refresh still comes 30 minutes later, and again after that.
    await tick(CREDENTIAL_REFRESH_MS)
    await tick(CREDENTIAL_REFRESH_MS)
    expect(getCredentials.mock.calls.length).toBe(base + 3)
    // A change 10 minutes into a period restarts it.
    await tick(10 * 60_000)
    net.session.set({ oauthToken: 'T3' })
    credentials = { oauthToken: 'T3' }
    await tick(CREDENTIAL_REFRESH_MS - 1)
    expect(getCredentials.mock.calls.length).toBe(base + 3)
    await tick(1)
    expect(getCredentials.mock.calls.length).toBe(base + 4)
    // Unauthenticate stops the timer for good.
    net.session.set({})
    expect(net.session.refreshing).toBe(false)
    await tick(CREDENTIAL_REFRESH_MS * 3)
    expect(getCredentials.mock.calls.length).toBe(base + 4)
  })

  it('logout calls the logout URL first, then refreshes the credentials', async () => {
    const order: string[] = []
    answerJsonp((url) => {
      order.push(url.pathname)
      return true
    })
    let credentials: Record<string, unknown> = { oauthToken: 'T' }
    const { net } = await startedNetwork(
      {},
      {
        getCredentials: () => {
          order.push('getCredentials')
          return credentials
        },
      },
    )
    order.length = 0
    credentials = { anonymousToken: 'anon.x' }
    await net.User.logout()
    expect(order).toEqual(['/cws/logout', 'getCredentials'])
    expect(net.credentials).toMatchObject({ isAuthenticated: false, anonymousToken: 'anon.x' })
  })

  it('holds API calls until the credentials are known, then sends the anonymous token', async () => {
    const { transport, requests } = fakeTransport(() => ({ status: 200, body: { values: [] } }))
    const net = makeNetwork({ apiKey: 'KEY' }, transport)
    const init = net.init()
    const call = net.API.Profile('mtAnnaL7f3a9Q').toPromise()
    await flush()
    await flush()
    expect(requests).toHaveLength(0)
    serveFrame(sessionFrame(), { getCredentials: () => ({ anonymousToken: 'anon.k' }) })
    await init
    await call
    expect(requests[0]?.headers.Authorization).toBe('Bearer anon.k')
  })
})
