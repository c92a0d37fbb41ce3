// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'

import { SDK_SCRIPT_ATTRIBUTE } from './loadSdk'
import { connectNetwork } from './networkClient'

const sdk = { src: 'http://127.0.0.1:3310/in.js', options: 'api_key: k\nlang: sv_SE' }
const script = () => document.querySelector<HTMLScriptElement>(`script[${SDK_SCRIPT_ATTRIBUTE}]`)

/** What in.js defines: IN with an event bus whose 'ready' runs late handlers at once. */
function fakeNetwork() {
  let ready = false
  const handlers: (() => void)[] = []
  const IN = {
    Event: {
      onOnce: (name: string, handler: () => void) => {
        if (name !== 'ready') return
        if (ready) handler()
        else handlers.push(handler)
      },
    },
    fireReady: () => {
      ready = true
      for (const handler of handlers.splice(0)) handler()
    },
  }
  return IN
}

afterEach(() => {
  document.head.innerHTML = ''
  delete (window as { IN?: unknown }).IN
})

describe('connectNetwork', () => {
  it('adds in.js and resolves with IN once the SDK is ready', async () => {
    const connected = vi.fn()
    void connectNetwork(document, sdk).then(connected)
    expect(script()?.src).toBe(sdk.src)
    const IN = fakeNetwork()
    ;(window as { IN?: unknown }).IN = IN
    script()?.dispatchEvent(new Event('load'))
    await Promise.resolve()
    expect(connected).not.toHaveBeenCalled()
    IN.fireReady()
    await vi.waitFor(() => expect(connected).toHaveBeenCalledWith(IN))
  })

  it('uses an SDK that is already on the page, adding nothing', async () => {
    const IN = fakeNetwork()
    IN.fireReady()
    ;(window as { IN?: unknown }).IN = IN
    await expect(connectNetwork(document, sdk)).resolves.toBe(IN)
    expect(script()).toBeNull()
  })

  it('rejects with the 8.2 loading error when in.js cannot be loaded, then and later', async () => {
    const first = connectNetwork(document, sdk)
    script()?.dispatchEvent(new Event('error'))
    await expect(first).rejects.toThrow(`Could not load script ${sdk.src}`)
    await expect(connectNetwork(document, sdk)).rejects.toThrow(`Could not load script ${sdk.src}`)
  })
})
