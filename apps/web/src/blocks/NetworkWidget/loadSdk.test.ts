// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'

import { SDK_SCRIPT_ATTRIBUTE, loadNetworkSdk } from './loadSdk'

const sdk = { src: 'http://127.0.0.1:3310/in.js', options: 'api_key: k\nlang: sv_SE' }
const scripts = () => document.querySelectorAll(`script[${SDK_SCRIPT_ATTRIBUTE}]`)

afterEach(() => {
  document.head.innerHTML = ''
  delete (window as { IN?: unknown }).IN
})

describe('loadNetworkSdk', () => {
  it('adds one asynchronous in.js script whose body holds the options', () => {
    expect(loadNetworkSdk(document, sdk)).toBe('added')
    const [script] = scripts() as NodeListOf<HTMLScriptElement>
    expect(script?.src).toBe(sdk.src)
    expect(script?.async).toBe(true)
    expect(script?.text).toBe(sdk.options)
  })

  it('adds it once however many widgets the page has', () => {
    loadNetworkSdk(document, sdk)
    expect(loadNetworkSdk(document, sdk)).toBe('loading')
    expect(loadNetworkSdk(document, sdk)).toBe('loading')
    expect(scripts()).toHaveLength(1)
  })

  it('asks a running SDK to parse new tags instead (client-side navigation)', () => {
    const parse = vi.fn(() => Promise.resolve())
    ;(window as { IN?: unknown }).IN = { isInitialized: true, parse }
    expect(loadNetworkSdk(document, sdk)).toBe('parsed')
    expect(parse).toHaveBeenCalledOnce()
    expect(scripts()).toHaveLength(0)
  })
})
