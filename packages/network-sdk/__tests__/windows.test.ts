// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLogger } from '../src/logger'
import {
  POPUP_CLOSED_GRACE_MS,
  POPUP_POLL_MS,
  WidgetWindow,
  type WidgetWindowOptions,
} from '../src/windows'
import { XdHub } from '../src/xd'
import { fromFrame, HOST, stubWindowOpen } from './helpers'

let hub: XdHub
const open = (options: Partial<WidgetWindowOptions>) =>
  new WidgetWindow(
    { win: window, hub, debug: false },
    { mode: 'embedded', url: `${HOST}/cws/alumni`, title: 'Alumni', ...options },
  ).open()

beforeEach(() => {
  document.body.innerHTML = ''
  hub = new XdHub(
    window,
    createLogger(() => ({ debug: false, suppressWarnings: true })),
  )
})
afterEach(() => {
  hub.destroy()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('window modes', () => {
  it('embedded: an iframe in the container, sized, named with the channel data', () => {
    const container = document.createElement('span')
    document.body.appendChild(container)
    const w = open({ container, width: 300, params: { a: 1, skip: undefined } })
    const frame = container.querySelector('iframe') as HTMLIFrameElement
    expect(frame.title).toBe('Alumni')
    expect(frame.style.width).toBe('300px')
    expect(JSON.parse(frame.name)).toEqual({
      xdOrigin: window.location.origin,
      xdChannel: w.channel.id,
      debug: false,
    })
    const url = new URL(frame.src)
    expect(url.searchParams.get('a')).toBe('1')
    expect(url.searchParams.has('skip')).toBe(false)
    expect(url.searchParams.get('xdChannel')).toBe(w.channel.id)
  })

  it('invisible: a hidden frame in the body', () => {
    const w = open({ mode: 'invisible', role: 'apiProxy' })
    const frame = w.frame as HTMLIFrameElement
    expect(frame.parentElement).toBe(document.body)
    expect(frame.getAttribute('aria-hidden')).toBe('true')
    expect(frame.tabIndex).toBe(-1)
    expect(JSON.parse(frame.name).role).toBe('apiProxy')
  })

  it('modal: a dialog overlay that closes on Escape, on the backdrop and on close', () => {
    for (const closeBy of ['escape', 'backdrop', 'message'] as const) {
      const w = open({ mode: 'modal', url: `${HOST}/cws/job/apply`, title: 'Apply', width: 500 })
      const overlay = document.querySelector('.IN-modal') as HTMLElement
      expect(overlay.getAttribute('role')).toBe('dialog')
      expect(overlay.getAttribute('aria-label')).toBe('Apply')
      expect(overlay.style.zIndex).toBe('9999')
      const closed = vi.fn()
      w.on('closed', closed)
      if (closeBy === 'escape')
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
      if (closeBy === 'backdrop') overlay.click()
      if (closeBy === 'message') fromFrame(w.frame as HTMLIFrameElement, 'close')
      expect(document.querySelector('.IN-modal')).toBeNull()
      expect(closed).toHaveBeenCalledTimes(1)
    }
  })

  it('popup: a centred window; POST posts the parameters into it', () => {
    const popups = stubWindowOpen()
    const submitted: HTMLFormElement[] = []
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      submitted.push(this)
    })
    const w = open({
      mode: 'popup',
      method: 'POST',
      url: `${HOST}/cws/share`,
      params: { url: 'https://x.test' },
      width: 500,
      height: 550,
    })
    expect(popups[0]?.url).toBe('about:blank')
    expect(popups[0]?.name).toBe(w.name)
    expect(popups[0]?.features).toMatch(
      /^width=500,height=550,left=\d+,top=\d+,scrollbars=yes,resizable=yes$/,
    )
    const form = submitted[0] as HTMLFormElement
    expect(form.method).toBe('post')
    expect(form.target).toBe(w.name)
    expect(new URL(form.action).searchParams.get('url')).toBeNull()
    expect(new URL(form.action).searchParams.get('xdChannel')).toBe(w.channel.id)
    expect((form.elements.namedItem('url') as HTMLInputElement).value).toBe('https://x.test')
    expect(form.isConnected).toBe(false)
  })

  it('popup: reports closed a grace period after the visitor closes it', () => {
    vi.useFakeTimers()
    const popups = stubWindowOpen()
    const w = open({ mode: 'popup' })
    const closed = vi.fn()
    w.on('closed', closed)
    popups[0]!.closed = true
    vi.advanceTimersByTime(POPUP_POLL_MS)
    expect(closed).not.toHaveBeenCalled()
    vi.advanceTimersByTime(POPUP_CLOSED_GRACE_MS)
    expect(closed).toHaveBeenCalledTimes(1)
    expect(w.isOpen).toBe(false)
  })

  it('hovercard: anchored, stacked at 9999, placed again when its frame resizes', () => {
    const anchor = document.createElement('button')
    document.body.appendChild(anchor)
    vi.spyOn(anchor, 'getBoundingClientRect').mockReturnValue({
      left: 10,
      top: 10,
      width: 50,
      height: 20,
      right: 60,
      bottom: 30,
      x: 10,
      y: 10,
      toJSON: () => ({}),
    })
    const w = open({ mode: 'hovercard', anchor, width: 200 })
    const card = w.element as HTMLElement
    expect(card.className).toBe('IN-hovercard')
    expect(card.style.zIndex).toBe('9999')
    expect(card.dataset.placement).toBe('tr/tl')
    expect(card.style.left).toBe('80px')
    expect(card.style.top).toBe('10px')
    fromFrame(w.frame as HTMLIFrameElement, 'resize', { height: 240 })
    expect((w.frame as HTMLIFrameElement).style.height).toBe('240px')
  })

  it('ignores malformed resize data', () => {
    const w = open({})
    fromFrame(w.frame as HTMLIFrameElement, 'resize', { height: 'tall' })
    fromFrame(w.frame as HTMLIFrameElement, 'resize', { height: -5 })
    expect((w.frame as HTMLIFrameElement).style.height).toBe('0px')
  })
})
