// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  jsonp,
  JSONP_CALLBACK_CLEAR_MS,
  JSONP_REGISTRY,
  JSONP_SCRIPT_REMOVE_MS,
} from '../src/jsonp'
import {
  addTags,
  answerJsonp,
  flush,
  fromPopup,
  HOST,
  makeNetwork,
  stopAnswering,
  stubWindowOpen,
} from './helpers'

declare global {
  interface Window {
    shared?: ReturnType<typeof vi.fn>
    failed?: ReturnType<typeof vi.fn>
  }
}

beforeEach(() => {
  document.body.innerHTML = ''
  for (const script of Array.from(document.head.querySelectorAll('script'))) script.remove()
  window.shared = vi.fn()
  window.failed = vi.fn()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  stopAnswering()
  vi.restoreAllMocks()
})

const callout = () => document.querySelector('.IN-callout') as HTMLElement
const button = () => document.querySelector('.IN-share .IN-button') as HTMLButtonElement

describe('Share', () => {
  it('loads its count by JSONP with url and lang and shows fCnt', async () => {
    const requests = answerJsonp(() => ({ url: 'https://site.test/a', count: 1234, fCnt: '1,234' }))
    addTags('<script type="IN/Share" data-url="https://site.test/a" data-counter="right"></script>')
    await makeNetwork({ lang: 'sv_SE' }).parse()
    const url = requests[0] as URL
    expect(url.origin + url.pathname).toBe(`${HOST}/countserv/count/share`)
    expect(url.searchParams.get('url')).toBe('https://site.test/a')
    expect(url.searchParams.get('lang')).toBe('sv_SE')
    expect(url.search.indexOf('url=')).toBeLessThan(url.search.indexOf('lang='))
    expect(callout().textContent).toBe('1,234')
    expect(button().textContent).toContain('Dela')
  })

  it('formats the count itself when fCnt is missing and accepts digits only', async () => {
    answerJsonp(() => ({ count: '25000' }))
    addTags('<script type="IN/Share" data-counter="top" data-onerror="failed"></script>')
    await makeNetwork().parse()
    expect(callout().textContent).toBe('25 k')
    expect(callout().style.width).toBe('57px')
    document.body.innerHTML = ''
    stopAnswering()
    answerJsonp(() => ({ count: '12abc' }))
    addTags(
      '<script type="IN/Share" data-counter="talltop" data-theme="flat" data-onerror="failed"></script>',
    )
    await makeNetwork().parse()
    expect(callout().textContent).toBe('')
    expect(callout().style.width).toBe('60px')
    expect(window.failed).toHaveBeenCalledWith('Share count is not a number: 12abc')
  })

  it('shows an empty bubble for 0 unless showzero is set', async () => {
    answerJsonp(() => ({ count: 0 }))
    addTags('<script type="IN/Share" data-counter="right"></script>')
    await makeNetwork().parse()
    expect(callout().classList.contains('IN-empty')).toBe(true)
    document.body.innerHTML = ''
    addTags('<script type="IN/Share" data-counter="right" data-showzero="true"></script>')
    await makeNetwork().parse()
    expect(callout().textContent).toBe('0')
    expect(callout().classList.contains('IN-empty')).toBe(false)
  })

  it('defaults url to the current page and opens the share window with url and trk', async () => {
    const popups = stubWindowOpen()
    addTags('<script type="IN/Share" data-trk="campaign"></script>')
    await makeNetwork().parse()
    button().click()
    const url = new URL(popups[0]?.url as string)
    expect(url.origin + url.pathname).toBe(`${HOST}/cws/share`)
    expect(url.searchParams.get('url')).toBe(window.location.href)
    expect(url.searchParams.get('trk')).toBe('campaign')
    expect(url.searchParams.get('xdOrigin')).toBe(window.location.origin)
    expect(popups[0]?.features).toMatch(/width=600,height=500/)
  })

  it('adds one on the first click (fCntPlusOne), replaces the window on further clicks', async () => {
    answerJsonp(() => ({ count: 999, fCnt: '999', fCntPlusOne: '1,000' }))
    const popups = stubWindowOpen()
    addTags('<script type="IN/Share" data-url="https://site.test/a" data-counter="right"></script>')
    await makeNetwork().parse()
    button().click()
    expect(callout().textContent).toBe('1,000')
    expect(document.querySelector('.IN-share')?.classList.contains('IN-clicked')).toBe(true)
    button().click()
    expect(callout().textContent).toBe('1,000')
    expect(popups).toHaveLength(2)
    expect(popups[0]?.closed).toBe(true)
    expect(popups[1]?.closed).toBe(false)
  })

  it('adds one with its own formatting when fCntPlusOne is missing', async () => {
    answerJsonp(() => ({ count: 9999 }))
    stubWindowOpen()
    addTags('<script type="IN/Share" data-counter="right"></script>')
    await makeNetwork().parse()
    button().click()
    expect(callout().textContent).toBe('10 k')
  })

  it('on success calls onsuccess and reloads the count with cc', async () => {
    const requests = answerJsonp((url) =>
      url.searchParams.has('cc')
        ? { count: 11, fCnt: '11' }
        : { count: 9, fCnt: '9', fCntPlusOne: '10' },
    )
    const popups = stubWindowOpen()
    addTags(
      '<script type="IN/Share" data-url="https://site.test/a" data-counter="right" data-onsuccess="shared"></script>',
    )
    const net = makeNetwork()
    await net.parse()
    button().click()
    expect(fromPopup(net, popups[0]!, 'success', { count: 10 })).toBe(true)
    await flush()
    await flush()
    expect(window.shared).toHaveBeenCalledWith('https://site.test/a')
    expect(requests[1]?.searchParams.get('cc')).toBe('10')
    expect(callout().textContent).toBe('11')
  })

  it('passes share window errors to onerror', async () => {
    const popups = stubWindowOpen()
    addTags('<script type="IN/Share" data-onerror="failed"></script>')
    const net = makeNetwork()
    await net.parse()
    button().click()
    fromPopup(net, popups[0]!, 'error', { message: 'Not allowed' })
    expect(window.failed).toHaveBeenCalledWith('Not allowed')
  })
})

describe('JSONP', () => {
  it('removes the script after 100 ms and clears the one-shot callback after 50 ms', async () => {
    expect(JSONP_SCRIPT_REMOVE_MS).toBe(100)
    expect(JSONP_CALLBACK_CLEAR_MS).toBe(50)
    answerJsonp(() => ({ count: 1 }))
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const result = jsonp(window, `${HOST}/countserv/count/share`, { url: 'x' })
      const script = document.querySelector(`script[src^="${HOST}"]`) as HTMLScriptElement
      await expect(result).resolves.toEqual({ count: 1 })
      const registry = (window as unknown as Record<string, Record<string, unknown>>)[
        JSONP_REGISTRY
      ]!
      const name = new URL(script.src).searchParams.get('callback')!.split('.')[1]!
      expect(name in registry).toBe(true)
      vi.advanceTimersByTime(49)
      expect(name in registry).toBe(true)
      vi.advanceTimersByTime(1)
      expect(name in registry).toBe(false)
      expect(script.isConnected).toBe(true)
      vi.advanceTimersByTime(50)
      expect(script.isConnected).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })

  it('rejects with Could not load script when the script fails', async () => {
    answerJsonp(() => undefined)
    await expect(jsonp(window, `${HOST}/x`, {})).rejects.toThrow(
      /^Could not load script http:\/\/net\.test\/x\?callback=/,
    )
  })
})
