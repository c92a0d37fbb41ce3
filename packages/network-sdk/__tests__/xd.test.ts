// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NoXdObjectError } from '../src/errors'
import { createLogger } from '../src/logger'
import { XdHub } from '../src/xd'

const log = createLogger(() => ({ debug: false, suppressWarnings: true }))
const hubs: XdHub[] = []
const hub = () => {
  const h = new XdHub(window, log)
  hubs.push(h)
  return h
}
afterEach(() => {
  for (const h of hubs.splice(0)) h.destroy()
  document.body.innerHTML = ''
})

const frame = () => {
  const f = document.createElement('iframe')
  document.body.appendChild(f)
  return f.contentWindow as Window
}

const message = (data: unknown, origin: string, source: Window | null) =>
  ({ data, origin, source }) as MessageEvent

describe('cross-domain channel checks', () => {
  it('delivers a message only with the right origin, window, marker and channel', () => {
    const h = hub()
    const target = frame()
    const other = frame()
    const received = vi.fn()
    const channel = h.channel({
      origin: 'http://net.test',
      target: () => target,
      onMessage: received,
    })
    const good = { xdoor: 1, channel: channel.id, type: 'resize', data: { height: 1 } }
    expect(h.receive(message(good, 'http://evil.test', target))).toBe(false)
    expect(h.receive(message(good, 'http://net.test', other))).toBe(false)
    expect(h.receive(message(good, 'http://net.test', null))).toBe(false)
    expect(h.receive(message({ ...good, xdoor: 2 }, 'http://net.test', target))).toBe(false)
    expect(h.receive(message({ ...good, channel: 'nope' }, 'http://net.test', target))).toBe(false)
    expect(h.receive(message('resize', 'http://net.test', target))).toBe(false)
    expect(received).not.toHaveBeenCalled()
    expect(h.receive(message(good, 'http://net.test', target))).toBe(true)
    expect(received).toHaveBeenCalledWith('resize', { height: 1 })
  })

  it('listens to real window message events', () => {
    const h = hub()
    const target = frame()
    const received = vi.fn()
    const channel = h.channel({
      origin: 'http://net.test',
      target: () => target,
      onMessage: received,
    })
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { xdoor: 1, channel: channel.id, type: 'close' },
        origin: 'http://net.test',
        source: target,
      }),
    )
    expect(received).toHaveBeenCalledWith('close', undefined)
  })

  it('posts to the target window with the expected origin only', () => {
    const h = hub()
    const post = vi.fn()
    const channel = h.channel({
      origin: 'http://net.test',
      target: () => ({ postMessage: post }) as unknown as Window,
    })
    channel.send('init', { a: 1 })
    expect(post).toHaveBeenCalledWith(
      { xdoor: 1, channel: channel.id, type: 'init', data: { a: 1 } },
      'http://net.test',
    )
  })

  it('throws No XD object when there is no window to talk to', () => {
    const channel = hub().channel({ origin: 'http://net.test', target: () => null })
    expect(() => channel.send('ready')).toThrow(NoXdObjectError)
    expect(() => channel.send('ready')).toThrow(
      `No XD object is available from this page: ${window.location.href}`,
    )
  })
})

describe('remote calls', () => {
  it('waits for ready, then calls and resolves with the answer', async () => {
    const h = hub()
    const target = frame()
    const posted: { type: string; data: { id: string; method: string } }[] = []
    const fake = {
      postMessage: (m: (typeof posted)[number]) => posted.push(m),
    } as unknown as Window
    const channel = h.channel({ origin: 'http://net.test', target: () => fake })
    const answer = channel.call('getCredentials', { x: 1 })
    await Promise.resolve()
    expect(posted).toHaveLength(0)
    channel.deliver('ready', undefined)
    await Promise.resolve()
    await Promise.resolve()
    const call = posted[0] as (typeof posted)[number]
    expect(call.type).toBe('call')
    expect(call.data.method).toBe('getCredentials')
    channel.deliver('result', { id: call.data.id, ok: true, value: { oauthToken: 't' } })
    await expect(answer).resolves.toEqual({ oauthToken: 't' })
    void target
  })

  it('answers calls with registered handlers and reports unknown methods', async () => {
    const posted: { type: string; data: unknown }[] = []
    const fake = {
      postMessage: (m: (typeof posted)[number]) => posted.push(m),
    } as unknown as Window
    const channel = hub().channel({
      origin: 'http://net.test',
      target: () => fake,
      readyAtOnce: true,
    })
    channel.handle('sum', (p) => (p as number[]).reduce((a, b) => a + b, 0))
    channel.deliver('call', { id: 'c1', method: 'sum', params: [1, 2] })
    channel.deliver('call', { id: 'c2', method: 'nope' })
    await new Promise((r) => setTimeout(r, 0))
    const byId = (m: { data: unknown }) => (m.data as { id: string }).id
    expect(posted.sort((a, b) => byId(a).localeCompare(byId(b)))).toEqual([
      { xdoor: 1, channel: channel.id, type: 'result', data: { id: 'c1', ok: true, value: 3 } },
      {
        xdoor: 1,
        channel: channel.id,
        type: 'result',
        data: { id: 'c2', ok: false, error: 'Unknown method nope' },
      },
    ])
  })

  it('gives up after the timeout', async () => {
    vi.useFakeTimers()
    try {
      const channel = hub().channel({ origin: 'http://net.test', target: () => null })
      const answer = channel.call('slow', undefined, 1000)
      vi.advanceTimersByTime(1000)
      await expect(answer).rejects.toThrow('No answer to slow')
    } finally {
      vi.useRealTimers()
    }
  })
})
