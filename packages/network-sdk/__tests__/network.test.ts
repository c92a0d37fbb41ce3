// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createNetwork } from '../src/network'
import { DeprecatedError, NoXdObjectError, OptionsFrozenError } from '../src/errors'
import { addTags, flush, frames, fromFrame, HOST, makeNetwork } from './helpers'

declare global {
  interface Window {
    loaded?: ReturnType<typeof vi.fn>
  }
}

beforeEach(() => {
  document.body.innerHTML = ''
  document.head.innerHTML = ''
  window.name = ''
  localStorage.clear()
})
afterEach(() => vi.restoreAllMocks())

function loaderScript(body: string, src = `${HOST}/in.js`): HTMLScriptElement {
  const script = document.createElement('script')
  script.setAttribute('src', src)
  script.text = body
  return script
}

describe('configuration from the script tag', () => {
  it('takes the host from the script origin and options from its body', () => {
    const net = createNetwork({
      window,
      script: loaderScript(
        'api_key: KEY123\n  lang: sv_SE\nauthorize: true\nscope: r_basicprofile',
      ),
    })
    expect(net.options.host).toBe(HOST)
    expect(net.options.apiKey).toBe('KEY123')
    expect(net.options.lang).toBe('sv_SE')
    expect(net.options.authorize).toBe(true)
    expect(net.options.scope).toEqual(['r_basicprofile'])
    expect(net.options.urls.apiProxy).toBe(`${HOST}/cws/proxy`)
  })

  it('uses the page origin without a script', () => {
    expect(createNetwork({ window }).options.host).toBe(window.location.origin)
  })

  it("turns debug on from localStorage 'xdoor.debug' or the window-name data", () => {
    expect(makeNetwork().options.debug).toBe(false)
    localStorage.setItem('xdoor.debug', 'true')
    expect(makeNetwork().options.debug).toBe(true)
    localStorage.setItem('xdoor.debug', 'yes')
    expect(makeNetwork().options.debug).toBe(false)
    window.name = JSON.stringify({ debug: true })
    expect(makeNetwork().options.debug).toBe(true)
  })
})

describe('initialization', () => {
  it('freezes the options: later changes fail with the exact message', async () => {
    const net = makeNetwork({ parse: false })
    net.applyOptions({ lang: 'sv_SE' })
    await net.init()
    expect(net.isInitialized).toBe(true)
    expect(() => net.applyOptions({ lang: 'de_DE' })).toThrow(OptionsFrozenError)
    expect(() => net.init({ lang: 'de_DE' })).toThrow(
      'Cannot modify options once the framework has initialized (...)',
    )
    expect(net.options.lang).toBe('sv_SE')
    await expect(net.init()).resolves.toBeUndefined()
  })

  it('fires initialize/systemReady and ready/frameworkLoaded and calls onLoad functions', async () => {
    window.loaded = vi.fn()
    const net = makeNetwork({ onLoad: 'loaded', parse: false })
    const seen: string[] = []
    for (const name of ['initialize', 'systemReady', 'ready', 'frameworkLoaded']) {
      net.Event.on(name, () => seen.push(name))
    }
    await net.init()
    expect(seen).toEqual(['initialize', 'systemReady', 'ready', 'frameworkLoaded'])
    expect(window.loaded).toHaveBeenCalledWith(net)
  })

  it('parses the page on init unless parse is off (or deferParse is on)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    addTags('<script type="IN/Share"></script>')
    await makeNetwork({ deferParse: true }).init()
    expect(document.querySelector('.IN-share')).toBeNull()
    expect(console.warn).toHaveBeenCalledWith(
      '[IN]',
      'deferParse is deprecated; use parse (its inverse)',
    )
    await makeNetwork().init()
    expect(document.querySelector('.IN-share')).not.toBeNull()
  })

  it("fires 'rendered' once every tag of a parse is rendered", async () => {
    addTags('<script type="IN/Alumni"></script><script type="IN/Share"></script>')
    const net = makeNetwork()
    const rendered = vi.fn()
    net.Event.on('rendered', rendered)
    const init = net.init()
    await flush()
    expect(rendered).not.toHaveBeenCalled()
    fromFrame(frames()[0] as HTMLIFrameElement, 'ready')
    await init
    expect(rendered).toHaveBeenCalledWith({ count: 2 })
  })

  it('prefetches the CORP_RECRUITER extension', async () => {
    await makeNetwork({ parse: false }).init()
    const link = document.querySelector('link[rel="prefetch"]') as HTMLLinkElement
    expect(link.href).toBe(`${HOST}/extensions/CORP_RECRUITER.js`)
  })

  it('throws for removed legacy functions', () => {
    const net = makeNetwork()
    expect(() => net.UI.Authorize()).toThrow(DeprecatedError)
    expect(() => net.UI.Share()).toThrow('IN.UI.Share has been deprecated and removed')
  })

  it('accepts the legacy IN.Event.on(IN, name, handler) form', () => {
    const net = makeNetwork()
    const handler = vi.fn()
    net.Event.on(net, 'custom', handler)
    net.events.fire('custom', 1)
    net.Event.off(net, 'custom', handler)
    net.events.fire('custom', 2)
    expect(handler.mock.calls).toEqual([[1]])
  })

  it('detects the window context', () => {
    expect(makeNetwork().context).toBe('page')
  })

  it('has no frame helpers outside a network frame', () => {
    expect(() => makeNetwork().Frame.send('ready')).toThrow(NoXdObjectError)
  })
})
