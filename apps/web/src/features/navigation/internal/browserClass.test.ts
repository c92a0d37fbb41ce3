import crypto from 'node:crypto'
import vm from 'node:vm'

import { describe, expect, it } from 'vitest'

import {
  BROWSER_CLASS_SCRIPT,
  BROWSER_CLASS_SCRIPT_HASH,
  BROWSER_CLASSES,
  browserClasses,
} from './browserClass'

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  headlessChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  edgeLegacy:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19582',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  operaPresto: 'Opera/9.80 (Windows NT 6.1; U; sv) Presto/2.12.388 Version/12.16',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  firefoxIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/132.0 Mobile/15E148 Safari/605.1.15',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  appWebViewIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  ie9: 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)',
  curl: 'curl/8.5.0',
}

describe('browserClasses', () => {
  it.each([
    ['chromeWindows', ['chrome']],
    ['headlessChrome', ['chrome']],
    ['chromeAndroid', ['chrome']],
    ['chromeIphone', ['chrome', 'iphone']],
    ['edge', ['edge']],
    ['edgeLegacy', ['edge']],
    ['opera', ['opera']],
    ['operaPresto', ['opera']],
    ['firefox', ['gecko']],
    ['firefoxIphone', ['gecko', 'iphone']],
    ['safariMac', ['safari']],
    ['safariIphone', ['safari', 'iphone']],
    ['safariIpad', ['safari']],
    ['appWebViewIphone', ['uiwebview', 'iphone']],
    ['ie11', ['ie']],
    ['ie9', ['ie']],
    ['curl', []],
  ] as const)('gives %s the classes %j', (name, expected) => {
    expect(browserClasses(UA[name])).toEqual(expected)
  })

  it('only ever gives classes of the spec list, and at most one besides iphone', () => {
    for (const ua of Object.values(UA)) {
      const classes = browserClasses(ua)
      for (const c of classes) expect(BROWSER_CLASSES).toContain(c)
      expect(classes.filter((c) => c !== 'iphone').length).toBeLessThanOrEqual(1)
    }
  })

  it('reads an empty or missing user agent as no browser', () => {
    expect(browserClasses('')).toEqual([])
    expect(browserClasses(undefined as unknown as string)).toEqual([])
  })
})

describe('BROWSER_CLASS_SCRIPT', () => {
  function run(userAgent: string) {
    const added: string[] = []
    const context = {
      navigator: { userAgent },
      document: { body: { classList: { add: (c: string) => added.push(c) } } },
    }
    vm.runInNewContext(BROWSER_CLASS_SCRIPT, context)
    return added
  }

  it('adds the classes to the body when run as a plain script, with nothing else in scope', () => {
    expect(run(UA.safariIphone)).toEqual(['safari', 'iphone'])
    expect(run(UA.firefox)).toEqual(['gecko'])
  })

  it('gives every user agent the classes browserClasses gives it', () => {
    for (const ua of Object.values(UA)) expect(run(ua)).toEqual(browserClasses(ua))
  })

  it('is plain ASCII ES5 text whose SHA-256 is BROWSER_CLASS_SCRIPT_HASH (the CSP and integrity value)', () => {
    expect(BROWSER_CLASS_SCRIPT).toMatch(/^[\x20-\x7e\n]*$/)
    expect(BROWSER_CLASS_SCRIPT).not.toMatch(/=>|\b(let|const)\b|`/)
    const digest = crypto.createHash('sha256').update(BROWSER_CLASS_SCRIPT).digest('base64')
    expect(BROWSER_CLASS_SCRIPT_HASH).toBe(`sha256-${digest}`)
  })

  it('does nothing when there is no body yet', () => {
    expect(() =>
      vm.runInNewContext(BROWSER_CLASS_SCRIPT, {
        navigator: { userAgent: UA.edge },
        document: { body: null },
      }),
    ).not.toThrow()
  })
})
