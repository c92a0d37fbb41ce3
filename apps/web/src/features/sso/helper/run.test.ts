// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { validDomainHint, validIdpId, validLoginHint, validRedirectTo } from './params'
import {
  isInHost,
  openerTarget,
  originOf,
  popupFeatures,
  popupGeometry,
  uuidV4,
  withQuery,
} from './rules'
import { runRedirectHelper, type HelperConfig } from './run'
import { helperScript } from './script'

const lib = {
  validLoginHint,
  validRedirectTo,
  validDomainHint,
  validIdpId,
  popupGeometry,
  popupFeatures,
  isInHost,
  openerTarget,
  uuidV4,
  withQuery,
  originOf,
}
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const SITE = 'https://www.example.se'
const config: HelperConfig = {
  siteUrl: `${SITE}/`,
  bounceUrl: null,
  isWpLogin: false,
  providerName: 'Microsoft',
  providerLogo: '/sso/leverantor.svg',
  hostName: 'Microsoft Teams',
  hostSdkUrl: '/sso/teams.js',
  docsUrl: `${SITE}/sso/administratorer`,
}
const submitted: { action: string; fields: Record<string, string> }[] = []
HTMLFormElement.prototype.submit = function (this: HTMLFormElement) {
  const fields: Record<string, string> = {}
  for (const input of Array.from(this.querySelectorAll('input'))) fields[input.name] = input.value
  submitted.push({ action: this.action, fields })
}
const PAGE = `<main><section id="smedja-sso-redirect"><div id="smedja-sso-loading"></div><div id="smedja-sso-errors"></div></section></main>`

class MemoryStorage {
  map = new Map<string, string>()
  getItem(k: string) {
    return this.map.has(k) ? this.map.get(k)! : null
  }
  setItem(k: string, v: string) {
    this.map.set(k, String(v))
  }
  removeItem(k: string) {
    this.map.delete(k)
  }
}

type Fake = ReturnType<typeof fakeWindow>
function fakeWindow({
  url = `${SITE}/medlemmar`,
  framed = false,
  name = '',
  opener = null as unknown,
  readyState = 'complete',
  teams = undefined as unknown,
  fetch = undefined as unknown,
} = {}) {
  const doc = document.implementation.createHTMLDocument('')
  doc.body.innerHTML = PAGE
  Object.defineProperty(doc, 'readyState', { get: () => win.readyState, configurable: true })
  const posted = submitted
  posted.length = 0
  const location = {
    href: url,
    search: new URL(url).search,
    origin: new URL(url).origin,
    protocol: new URL(url).protocol,
    assign: vi.fn(),
    reload: vi.fn(),
  }
  const top = { location: { reload: vi.fn() } }
  const popup = { focus: vi.fn() }
  const win: Record<string, unknown> & { readyState: string } = {
    readyState,
    document: doc,
    location,
    name,
    opener,
    screen: { availWidth: 1600, availHeight: 900, availLeft: 0, availTop: 0 },
    localStorage: new MemoryStorage(),
    console: { log: vi.fn() },
    URLSearchParams,
    crypto: globalThis.crypto,
    setTimeout,
    setInterval,
    clearInterval,
    open: vi.fn(() => popup),
    close: vi.fn(),
    microsoftTeams: teams,
    fetch,
  }
  win.self = win
  win.top = framed ? top : win
  return { win, doc, posted, location, top, storage: win.localStorage as MemoryStorage }
}

const run = (fake: Fake, extra: Partial<HelperConfig> = {}) =>
  runRedirectHelper(fake.win, { ...config, ...extra }, lib)

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the served script', () => {
  it('posts the sign-in request of a top-level page to siteUrl with a UUID v4 cache-buster', async () => {
    vi.useRealTimers()
    submitted.length = 0
    const here = window.location.origin
    document.body.innerHTML = `${PAGE}<script id="smedja-sso-config" type="application/json">${JSON.stringify({ ...config, siteUrl: `${here}/` })}</script>`
    window.history.replaceState(
      null,
      '',
      '/medlemmar?login_hint=anna%40smedja.se&domain_hint=x&b2c_policy=B2C_1_in&idp_id=entra',
    )
    const posted = submitted
    const logged: string[] = []
    const spy = vi
      .spyOn(console, 'log')
      .mockImplementation((line: string) => void logged.push(line))
    new Function(helperScript())()
    await vi.waitFor(() => expect(posted).toHaveLength(1), { timeout: 2000 })
    spy.mockRestore()
    const action = new URL(posted[0]!.action)
    expect(`${action.origin}${action.pathname}`).toBe(`${here}/`)
    expect(action.searchParams.get('cb')).toMatch(UUID_V4)
    expect(posted[0]!.fields).toEqual({
      action: 'openidredirect',
      login_hint: 'anna@smedja.se',
      domain_hint: '',
      redirect_to: `${here}/medlemmar?login_hint=anna%40smedja.se&domain_hint=x&b2c_policy=B2C_1_in&idp_id=entra`,
      b2c_policy: 'B2C_1_in',
      idp_id: 'entra',
    })
    expect(logged).toEqual(['domainHint parameter ignored because it is not a valid domain name'])
  })
})

describe('redirect helper (spec 4.1)', () => {
  it('waits for the document, retrying every 500 ms (step 1)', () => {
    const fake = fakeWindow({ readyState: 'loading' })
    run(fake)
    vi.advanceTimersByTime(500)
    expect(fake.posted).toHaveLength(0)
    fake.win.readyState = 'interactive'
    vi.advanceTimersByTime(499)
    expect(fake.posted).toHaveLength(0)
    vi.advanceTimersByTime(1)
    expect(fake.posted).toHaveLength(1)
  })

  it('reloads the top window for interim-login=1 and does nothing else (step 2)', () => {
    const fake = fakeWindow({ url: `${SITE}/medlemmar?interim-login=1`, framed: true })
    run(fake)
    expect(fake.top.location.reload).toHaveBeenCalledOnce()
    expect(fake.posted).toHaveLength(0)
    expect(fake.win.open).not.toHaveBeenCalled()
  })

  it('posts to bounceUrl first, and to the current URL without siteUrl (step 3)', () => {
    const bounce = fakeWindow()
    run(bounce, { bounceUrl: `${SITE}/studsa` })
    expect(bounce.posted[0]!.action).toMatch(new RegExp(`^${SITE}/studsa\\?cb=`))
    const plain = fakeWindow()
    run(plain, { siteUrl: null })
    expect(plain.posted[0]!.action).toMatch(new RegExp(`^${SITE}/medlemmar\\?cb=`))
  })

  it('posts at top level from a frame when forced (step 3)', () => {
    const fake = fakeWindow({ framed: true })
    run(fake, { forceRedirect: true })
    expect(fake.posted).toHaveLength(1)
    expect(fake.win.open).not.toHaveBeenCalled()
  })

  it('drops a redirect target on another site and uses the page itself', () => {
    const fake = fakeWindow({
      url: `${SITE}/medlemmar?redirect_to=${encodeURIComponent('https://evil.example/')}`,
    })
    run(fake)
    expect(fake.posted[0]!.fields.redirect_to).toBe(
      `${SITE}/medlemmar?redirect_to=${encodeURIComponent('https://evil.example/')}`,
    )
    expect((fake.win.console as { log: unknown }).log).toHaveBeenCalledWith(
      'pRedirectTo parameter ignored because it is not a valid (encoded) URL',
    )
  })

  it('in a frame: stores the target, opens a centred 600x535 popup and adds the fallback button (step 4)', () => {
    const fake = fakeWindow({ url: `${SITE}/medlemmar?domain_hint=smedja.se`, framed: true })
    fake.storage.setItem('smedja-sso-popup', 'closed')
    run(fake)
    expect(fake.storage.getItem('smedja-sso-popup')).toBeNull()
    expect(fake.storage.getItem('smedja-sso-redirect-to')).toBe(
      `${SITE}/medlemmar?domain_hint=smedja.se`,
    )
    expect(fake.win.open).toHaveBeenCalledOnce()
    const [url, target, features] = (fake.win.open as ReturnType<typeof vi.fn>).mock
      .calls[0] as unknown as [string, string, string]
    const popupUrl = new URL(url as string)
    expect(`${popupUrl.origin}${popupUrl.pathname}`).toBe(`${SITE}/`)
    expect(Object.fromEntries(popupUrl.searchParams)).toMatchObject({
      action: 'openidredirect',
      redirect_to: `${SITE}/medlemmar?domain_hint=smedja.se`,
      domain_hint: 'smedja.se',
      b2c_policy: '',
    })
    expect(popupUrl.searchParams.get('cb')).toMatch(UUID_V4)
    expect(target).toBe('smedja-sso')
    expect(features).toBe('width=600,height=535,left=500,top=182')
    const button = fake.doc.querySelector('#smedja-sso-loading > button')!
    expect(button.textContent).toBe('Sign in with Microsoft')
    expect(button.querySelector('img')!.getAttribute('src')).toBe('/sso/leverantor.svg')
    ;(button as HTMLButtonElement).click()
    expect(fake.win.open).toHaveBeenCalledTimes(2)
  })

  it('puts the fallback button in the main container when there is no loading container', () => {
    const fake = fakeWindow({ framed: true })
    fake.doc.getElementById('smedja-sso-loading')!.remove()
    run(fake)
    expect(fake.doc.querySelector('#smedja-sso-redirect > button')?.textContent).toBe(
      'Sign in with Microsoft',
    )
  })

  it('the opener goes to the target it stored even when the popup removed it from shared storage', () => {
    const fake = fakeWindow({ url: `${SITE}/medlemmar?a=1`, framed: true })
    run(fake)
    fake.storage.removeItem('smedja-sso-redirect-to')
    fake.storage.setItem('smedja-sso-popup', 'closed')
    vi.advanceTimersByTime(100)
    expect(fake.location.assign).toHaveBeenCalledWith(`${SITE}/medlemmar?a=1`)
  })

  it('the opener polls every 100 ms and goes to the stored target when the popup is closed (step 6)', () => {
    const fake = fakeWindow({ framed: true })
    run(fake)
    vi.advanceTimersByTime(300)
    expect(fake.location.assign).not.toHaveBeenCalled()
    fake.storage.setItem('smedja-sso-popup', 'closed')
    vi.advanceTimersByTime(100)
    expect(fake.location.assign).toHaveBeenCalledWith(`${SITE}/medlemmar`)
    expect(fake.storage.getItem('smedja-sso-popup')).toBeNull()
  })

  it('in the popup: sets the closed flag, removes the target and closes (step 5)', () => {
    const shared = fakeWindow({ url: `${SITE}/sso/klar`, opener: {} })
    shared.storage.setItem('smedja-sso-redirect-to', `${SITE}/medlemmar`)
    run(shared)
    expect(shared.storage.getItem('smedja-sso-popup')).toBe('closed')
    expect(shared.storage.getItem('smedja-sso-redirect-to')).toBeNull()
    expect(shared.win.close).toHaveBeenCalledOnce()
    const opener = fakeWindow({ framed: true })
    opener.storage.setItem('smedja-sso-redirect-to', `${SITE}/medlemmar`)
    const popup = fakeWindow({ url: `${SITE}/sso/klar`, opener: opener.win })
    run(popup)
    // The opener's own storage (a frame on another site has its own, under storage partitioning).
    expect(opener.storage.getItem('smedja-sso-popup')).toBe('closed')
    // The opener keeps its target until it goes there (step 6).
    expect(opener.storage.getItem('smedja-sso-redirect-to')).toBe(`${SITE}/medlemmar`)
    expect(popup.win.close).toHaveBeenCalledOnce()
    expect(popup.posted).toHaveLength(0)
  })
})

describe('a frame on another site takes its popup’s sign-in over (partitioned cookies)', () => {
  it('claims the sign-in with the popups’ cb values, then goes to the target (step 6)', async () => {
    const fetch = vi.fn(() => Promise.resolve({ status: 204 }))
    const fake = fakeWindow({ framed: true, fetch })
    run(fake, { handoffUrl: '/api/sso/start' })
    ;(fake.doc.getElementById('smedja-sso-fallback') as HTMLButtonElement).click()
    const cbs = (fake.win.open as ReturnType<typeof vi.fn>).mock.calls.map((call) =>
      new URL((call as unknown as [string])[0]).searchParams.get('cb')!,
    )
    expect(cbs).toHaveLength(2)
    fake.storage.setItem('smedja-sso-popup', 'closed')
    await vi.advanceTimersByTimeAsync(100)
    expect(fetch).toHaveBeenCalledOnce()
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/sso/start')
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' })
    expect(new URLSearchParams(init.body as string).get('handoff')).toBe(cbs.join(','))
    expect(fake.location.assign).toHaveBeenCalledWith(`${SITE}/medlemmar`)
  })

  it('goes to the target even when the claim fails or never answers', async () => {
    const refused = fakeWindow({
      framed: true,
      fetch: vi.fn(() => Promise.reject(new Error('offline'))),
    })
    run(refused, { handoffUrl: '/api/sso/start' })
    refused.storage.setItem('smedja-sso-popup', 'closed')
    await vi.advanceTimersByTimeAsync(100)
    expect(refused.location.assign).toHaveBeenCalledWith(`${SITE}/medlemmar`)
    const silent = fakeWindow({ framed: true, fetch: vi.fn(() => new Promise(() => {})) })
    run(silent, { handoffUrl: '/api/sso/start' })
    silent.storage.setItem('smedja-sso-popup', 'closed')
    await vi.advanceTimersByTimeAsync(4999 + 100)
    expect(silent.location.assign).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(silent.location.assign).toHaveBeenCalledOnce()
  })

  it('on the landing page, finishes the popup though its storage holds no target', () => {
    const opener = fakeWindow({ framed: true })
    const popup = fakeWindow({ url: `${SITE}/sso/klar`, opener: opener.win })
    run(popup, { popupLanding: true })
    expect(popup.storage.getItem('smedja-sso-popup')).toBe('closed')
    expect(opener.storage.getItem('smedja-sso-popup')).toBe('closed')
    expect(popup.win.close).toHaveBeenCalledOnce()
    expect(popup.posted).toHaveLength(0)
    // Elsewhere a page without a stored target is no popup's return: it signs in (step 3).
    const page = fakeWindow({ url: `${SITE}/medlemmar`, opener: opener.win })
    run(page)
    expect(page.posted).toHaveLength(1)
  })
})

describe('inside the collaboration host (spec 4.1, 8.1)', () => {
  function teams({ init = true, context = true, token = 'host-token' as string | Error } = {}) {
    const never = () => new Promise(() => {})
    return {
      app: {
        initialize: vi.fn(() => (init ? Promise.resolve() : never())),
        getContext: vi.fn(() => (context ? Promise.resolve({}) : never())),
      },
      authentication: {
        getAuthToken: vi.fn(() =>
          token instanceof Error ? Promise.reject(token) : Promise.resolve(token),
        ),
        authenticate: vi.fn(() => never()),
        notifyFailure: vi.fn(),
        notifySuccess: vi.fn(),
      },
    }
  }

  it('posts state and the host token to siteUrl', async () => {
    const sdk = teams()
    const fake = fakeWindow({ framed: true, name: 'extension-tab-frame', teams: sdk })
    run(fake)
    await vi.advanceTimersByTimeAsync(500)
    expect(fake.storage.getItem('smedja-sso-host')).toBe('msteams')
    expect(fake.posted).toEqual([
      { action: `${SITE}/`, fields: { state: `${SITE}/medlemmar`, id_token: 'host-token' } },
    ])
    expect(fake.win.open).not.toHaveBeenCalled()
  })

  it('shows the initialisation error when the host does not answer in 500 ms', async () => {
    const fake = fakeWindow({
      framed: true,
      name: 'embedded-page-container',
      teams: teams({ init: false }),
    })
    run(fake)
    await vi.advanceTimersByTimeAsync(500)
    expect(fake.doc.getElementById('smedja-sso-errors')!.textContent).toBe(
      'Could not initialize the Microsoft Teams SDK [unknown error].',
    )
  })

  it('on a failed host sign-in opens the host popup, shows the notice and reports AuthFailed', async () => {
    const sdk = teams({ token: new Error('resourceRequiresConsent') })
    const fake = fakeWindow({ framed: true, name: 'embedded-page-container', teams: sdk })
    run(fake)
    await vi.advanceTimersByTimeAsync(500)
    expect(sdk.authentication.authenticate).toHaveBeenCalledOnce()
    expect(
      (sdk.authentication.authenticate.mock.calls as unknown as unknown[][])[0]![0],
    ).toMatchObject({ width: 600, height: 535 })
    expect(sdk.authentication.notifyFailure).toHaveBeenCalledWith('AuthFailed')
    const notice = fake.doc.getElementById('smedja-sso-errors')!
    expect(notice.querySelector('h2')!.textContent).toBe('Important information for administrators')
    expect(notice.textContent).toContain('Please update your App Manifest.')
    expect(notice.querySelector('a')!.textContent).toBe('Continue reading')
    expect(notice.textContent).toContain('[Exception details: resourceRequiresConsent]')
    expect(fake.posted).toHaveLength(0)
  })

  it('opens the host popup when no context arrives within a further 500 ms', async () => {
    const sdk = teams({ context: false })
    const fake = fakeWindow({ framed: true, name: 'embedded-page-container', teams: sdk })
    run(fake)
    await vi.advanceTimersByTimeAsync(999)
    expect(sdk.authentication.authenticate).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(sdk.authentication.authenticate).toHaveBeenCalledOnce()
  })

  it('initialises the SDK with the configured host origins', async () => {
    const sdk = teams()
    const fake = fakeWindow({ framed: true, name: 'embedded-page-container', teams: sdk })
    run(fake, { hostOrigins: ['https://teams.example.com'] })
    expect(sdk.app.initialize).toHaveBeenCalledWith(['https://teams.example.com'])
  })

  it('reports AuthFailed through the generic channel when the SDK refuses it in a tab', async () => {
    const sdk = {
      ...teams({ token: new Error('resourceRequiresConsent') }),
      sendCustomMessage: vi.fn(),
    }
    sdk.authentication.notifyFailure.mockImplementation(() => {
      throw new Error('This call is only allowed in following contexts: ["authentication"].')
    })
    const fake = fakeWindow({ framed: true, name: 'embedded-page-container', teams: sdk })
    run(fake)
    await vi.advanceTimersByTimeAsync(500)
    expect(sdk.authentication.notifyFailure).toHaveBeenCalledWith('AuthFailed')
    expect(sdk.sendCustomMessage).toHaveBeenCalledWith('authentication.authenticate.failure', [
      'AuthFailed',
    ])
    expect(fake.doc.getElementById('smedja-sso-errors')!.textContent).toContain(
      '[Exception details: resourceRequiresConsent]',
    )
  })

  it('after the host popup succeeds, the tab claims the sign-in and goes to the server-relative target', async () => {
    let resolveAuth: (value?: unknown) => void = () => {}
    const sdk = teams({ context: false })
    sdk.authentication.authenticate.mockImplementation(
      () => new Promise((resolve) => (resolveAuth = resolve)),
    )
    const fetch = vi.fn(() => Promise.resolve({ status: 204 }))
    const fake = fakeWindow({
      url: `${SITE}/medlemmar?a=1`,
      framed: true,
      name: 'embedded-page-container',
      teams: sdk,
      fetch,
    })
    run(fake, { handoffUrl: '/api/sso/start' })
    await vi.advanceTimersByTimeAsync(1000)
    const [{ url }] = sdk.authentication.authenticate.mock.calls[0] as unknown as [{ url: string }]
    resolveAuth()
    await vi.advanceTimersByTimeAsync(0)
    expect(
      new URLSearchParams(
        (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string,
      ).get('handoff'),
    ).toBe(new URL(url).searchParams.get('cb'))
    expect(fake.location.assign).toHaveBeenCalledWith('/medlemmar?a=1')
  })

  it('in the host’s authentication window (the host is the opener), the landing page notifies success', async () => {
    const sdk = teams()
    const hostWindow = {
      get location(): never {
        throw new DOMException('Blocked a frame with origin', 'SecurityError')
      },
      get localStorage(): never {
        throw new DOMException('Blocked a frame with origin', 'SecurityError')
      },
    }
    const fake = fakeWindow({ url: `${SITE}/sso/klar`, opener: hostWindow, teams: sdk })
    run(fake, { popupLanding: true, hostOrigins: ['https://teams.example.com'] })
    await vi.advanceTimersByTimeAsync(0)
    expect(sdk.app.initialize).toHaveBeenCalledWith(['https://teams.example.com'])
    expect(sdk.authentication.notifySuccess).toHaveBeenCalledOnce()
    expect(fake.win.close).not.toHaveBeenCalled()
  })

  it('in the host popup, notifies the host of success instead of closing', async () => {
    const sdk = teams()
    const fake = fakeWindow({ url: `${SITE}/sso/klar`, opener: {}, teams: sdk })
    fake.storage.setItem('smedja-sso-host', 'msteams')
    fake.storage.setItem('smedja-sso-redirect-to', `${SITE}/medlemmar`)
    run(fake)
    await vi.advanceTimersByTimeAsync(0)
    expect(fake.storage.getItem('smedja-sso-popup')).toBe('closed')
    expect(fake.storage.getItem('smedja-sso-host')).toBeNull()
    expect(sdk.authentication.notifySuccess).toHaveBeenCalledOnce()
    expect(fake.win.close).not.toHaveBeenCalled()
  })
})
