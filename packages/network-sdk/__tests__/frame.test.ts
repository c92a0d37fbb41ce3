// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { detectFrame, relayResult } from '../src/frame'
import { createNetwork, type Network } from '../src/network'
import { HOST, stubWindowOpen } from './helpers'

const PAGE = 'http://site.test'

/** Pretends this jsdom window is a frame (or popup) opened by a page on PAGE. */
function asFrame(query: string, opts: { popup?: boolean; name?: unknown } = {}) {
  window.history.replaceState(null, '', `/cws/alumni${query}`)
  window.name = opts.name === undefined ? '' : JSON.stringify(opts.name)
  const parent = { postMessage: vi.fn() }
  if (opts.popup) {
    Object.defineProperty(window, 'opener', { configurable: true, writable: true, value: parent })
    vi.spyOn(window, 'close').mockImplementation(() => {})
  } else {
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window)
  }
  return parent
}

type Sent = { type: string; origin: string } & Record<string, unknown>
const sent = (parent: { postMessage: ReturnType<typeof vi.fn> }): Sent[] =>
  parent.postMessage.mock.calls.map(([m, origin]) => ({ ...(m as { type: string }), origin }))

const networks: Network[] = []
const inFrame = (options: Record<string, unknown> = {}) => {
  const net = createNetwork({ window, options: { host: window.location.origin, ...options } })
  networks.push(net)
  return net
}

beforeEach(() => {
  document.body.innerHTML = '<p>Hello</p>'
})
afterEach(() => {
  for (const net of networks.splice(0)) net.destroy()
  vi.restoreAllMocks()
  window.opener = null
  window.history.replaceState(null, '', '/')
  window.name = ''
})

describe('frame detection', () => {
  it('reads xdChannel and xdOrigin from the query or the window-name JSON', () => {
    asFrame(`?xdChannel=c1&xdOrigin=${encodeURIComponent(PAGE)}`)
    expect(detectFrame(window)).toMatchObject({ xdChannel: 'c1', xdOrigin: PAGE })
    asFrame('', { name: { xdChannel: 'c2', xdOrigin: PAGE, debug: true, role: 'apiProxy' } })
    expect(detectFrame(window)).toEqual({
      xdChannel: 'c2',
      xdOrigin: PAGE,
      debug: true,
      role: 'apiProxy',
    })
  })

  it('ignores a missing channel or an xdOrigin that is not a bare origin', () => {
    asFrame(`?xdOrigin=${encodeURIComponent(PAGE)}`)
    expect(detectFrame(window)).toBeNull()
    asFrame(`?xdChannel=c&xdOrigin=${encodeURIComponent(`${PAGE}/path`)}`)
    expect(detectFrame(window)).toBeNull()
  })

  it('recognises relay results', () => {
    asFrame('?status=success')
    expect(relayResult(window)).toEqual({ status: 'success' })
    asFrame('?code=C&state=S')
    expect(relayResult(window)).toEqual({ code: 'C', state: 'S' })
    asFrame('?xdChannel=c')
    expect(relayResult(window)).toBeNull()
  })
})

describe('frame mode', () => {
  it('sends ready and its height to the page origin on init', async () => {
    const parent = asFrame(`?xdChannel=c1&xdOrigin=${encodeURIComponent(PAGE)}`)
    await inFrame().init()
    const messages = sent(parent)
    expect(messages[0]).toEqual({ xdoor: 1, channel: 'c1', type: 'ready', origin: PAGE })
    expect(messages[1]).toMatchObject({
      type: 'resize',
      origin: PAGE,
      data: { height: expect.any(Number) },
    })
  })

  it('.window-close sends close; a popup also closes itself', async () => {
    const parent = asFrame(`?xdChannel=c1&xdOrigin=${encodeURIComponent(PAGE)}`, { popup: true })
    document.body.innerHTML = '<button class="window-close"><span id="inner">x</span></button>'
    const net = inFrame()
    await net.init()
    expect(net.frame?.context).toBe('popup')
    document.getElementById('inner')?.click()
    expect(sent(parent).map((m) => m.type)).toContain('close')
    expect(window.close).toHaveBeenCalled()
  })

  it('.IN-signin opens the sign-in window and forwards its login to the page', async () => {
    const parent = asFrame(`?xdChannel=c1&xdOrigin=${encodeURIComponent(PAGE)}`)
    const popups = stubWindowOpen()
    document.body.innerHTML = '<a class="IN-signin" href="#">Sign in</a>'
    const net = inFrame()
    await net.init()
    ;(document.querySelector('.IN-signin') as HTMLElement).click()
    const popup = popups[0]!
    const url = new URL(popup.url)
    expect(url.pathname).toBe('/cws/login')
    expect(url.searchParams.get('xdOrigin')).toBe(window.location.origin)
    expect(popup.features).toMatch(/width=500,height=550/)
    const channel = JSON.parse(popup.name).xdChannel
    net.hub.receive({
      data: { xdoor: 1, channel, type: 'login', data: { status: 'success' } },
      origin: window.location.origin,
      source: popup,
    } as unknown as MessageEvent)
    expect(sent(parent)).toContainEqual({
      xdoor: 1,
      channel: 'c1',
      type: 'login',
      data: { status: 'success' },
      origin: PAGE,
    })
    expect(popup.closed).toBe(true)
  })

  it("reports 'Sign-in URL was not specified' without a sign-in URL", async () => {
    asFrame(`?xdChannel=c1&xdOrigin=${encodeURIComponent(PAGE)}`)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    document.body.innerHTML = '<button class="IN-signin">Sign in</button>'
    const net = inFrame({ 'urls.signin': '' })
    const errors: Error[] = []
    net.Event.on('error', (e) => errors.push(e as Error))
    await net.init()
    ;(document.querySelector('.IN-signin') as HTMLElement).click()
    expect(errors[0]?.message).toBe('Sign-in URL was not specified')
  })

  it('as a relay, sends login with the result to the opener and closes', async () => {
    const parent = asFrame('?status=success', {
      popup: true,
      name: { xdChannel: 'c9', xdOrigin: PAGE },
    })
    await inFrame({ parse: false }).init()
    expect(sent(parent)).toEqual([
      { xdoor: 1, channel: 'c9', type: 'login', data: { status: 'success' }, origin: PAGE },
    ])
    await vi.waitFor(() => expect(window.close).toHaveBeenCalled())
  })

  it('answers the page with registered handlers, only for the page origin and window', async () => {
    const parent = asFrame(`?xdChannel=c1&xdOrigin=${encodeURIComponent(PAGE)}`)
    const net = inFrame()
    net.Frame.handle('getCredentials', () => ({ oauthToken: 'T' }))
    await net.init()
    const call = {
      xdoor: 1,
      channel: 'c1',
      type: 'call',
      data: { id: 'x', method: 'getCredentials' },
    }
    expect(
      net.hub.receive({
        data: call,
        origin: 'http://evil.test',
        source: parent,
      } as unknown as MessageEvent),
    ).toBe(false)
    expect(
      net.hub.receive({ data: call, origin: PAGE, source: parent } as unknown as MessageEvent),
    ).toBe(true)
    await new Promise((r) => setTimeout(r, 0))
    expect(sent(parent)).toContainEqual({
      xdoor: 1,
      channel: 'c1',
      type: 'result',
      data: { id: 'x', ok: true, value: { oauthToken: 'T' } },
      origin: PAGE,
    })
  })

  it('serves API requests as the apiProxy frame', async () => {
    const parent = asFrame('', { name: { xdChannel: 'p1', xdOrigin: PAGE, role: 'apiProxy' } })
    const fetchMock = vi.fn(async () => new Response('{"values":[1]}'))
    vi.stubGlobal('fetch', fetchMock)
    Object.defineProperty(window, 'fetch', { configurable: true, value: fetchMock })
    const net = inFrame({ parse: false })
    await net.init()
    net.hub.receive({
      data: {
        xdoor: 1,
        channel: 'p1',
        type: 'call',
        data: {
          id: 'r',
          method: 'request',
          params: { method: 'GET', path: '/people::(~)', headers: {} },
        },
      },
      origin: PAGE,
      source: parent,
    } as unknown as MessageEvent)
    await vi.waitFor(() => expect(sent(parent).some((m) => m.type === 'result')).toBe(true))
    expect(fetchMock).toHaveBeenCalledWith(
      `${window.location.origin}/v1/people::(~)`,
      expect.objectContaining({ credentials: 'omit' }),
    )
    expect(sent(parent)).toContainEqual(
      expect.objectContaining({
        type: 'result',
        data: { id: 'r', ok: true, value: { status: 200, body: { values: [1] } } },
      }),
    )
    vi.unstubAllGlobals()
  })

  it('page and frame never share a host by accident', () => {
    expect(HOST).not.toBe(PAGE)
  })
})
