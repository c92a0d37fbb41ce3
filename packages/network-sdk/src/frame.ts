import { MissingUrlError, NoXdObjectError } from './errors'
import { originOf, windowContext, windowNameData } from './env'
import type { Logger } from './logger'
import type { NetworkOptions } from './options'
import { SIGNIN_WINDOW } from './session'
import { performProxyRequest, type ApiRequest } from './api/transport'
import type { WidgetWindow, WidgetWindowOptions } from './windows'
import type { Channel, XdHub } from './xd'

export const RELAY_CLOSE_DELAY_MS = 100

export interface FrameInfo {
  xdChannel: string
  xdOrigin: string
  role?: string
  debug?: boolean
}

/**
 * Finds out whether this window is a network frame or popup: xdChannel and xdOrigin in the query
 * or in the window-name JSON. xdOrigin must be a bare origin.
 */
export function detectFrame(win: Window): FrameInfo | null {
  const query = new URLSearchParams(win.location.search)
  const named = windowNameData(win)
  const channel = query.get('xdChannel') ?? named.xdChannel
  const origin = query.get('xdOrigin') ?? named.xdOrigin
  if (typeof channel !== 'string' || typeof origin !== 'string' || !channel) return null
  if (originOf(origin) !== origin) return null
  return {
    xdChannel: channel,
    xdOrigin: origin,
    role: typeof named.role === 'string' ? named.role : (query.get('xdRole') ?? undefined),
    debug: named.debug === true,
  }
}

/** A relay page: the popup or frame an authorization server sent back with a result. */
export function relayResult(win: Window): Record<string, string> | null {
  const query = new URLSearchParams(win.location.search)
  if (!query.has('status') && !(query.has('code') && query.has('state')) && !query.has('error')) {
    return null
  }
  const result: Record<string, string> = {}
  for (const key of ['status', 'code', 'state', 'error']) {
    const value = query.get(key)
    if (value !== null) result[key] = value
  }
  return result
}

export interface FrameDeps {
  win: Window
  hub: XdHub
  log: Logger
  options: () => NetworkOptions
  openWindow(options: WidgetWindowOptions): WidgetWindow
  /** Called when the window should go away (popups close themselves). */
  onError(error: unknown): void
}

/**
 * Frame mode: the SDK running inside a network frame or popup. It tells the page when it is
 * ready and how tall it is, closes on .window-close, signs in on .IN-signin and forwards login.
 */
export class FrameMode {
  readonly channel: Channel
  readonly context: 'popup' | 'iframe' | 'page'
  private observer: ResizeObserver | null = null
  private lastHeight = -1
  private signin: WidgetWindow | null = null
  private readonly clickListener = (event: Event) => this.onClick(event)

  constructor(
    private readonly deps: FrameDeps,
    readonly info: FrameInfo,
  ) {
    const { win } = deps
    this.context = windowContext(win)
    this.channel = deps.hub.channel({
      id: info.xdChannel,
      origin: info.xdOrigin,
      target: () => this.target(),
      readyAtOnce: true,
    })
    if (info.role === 'apiProxy') {
      this.channel.handle('request', (request) =>
        performProxyRequest(win.fetch.bind(win), win.location.origin, request as ApiRequest),
      )
    }
  }

  private target(): Window | null {
    const { win } = this.deps
    if (this.context === 'popup') return win.opener as Window
    return win.parent !== win ? win.parent : null
  }

  /** Sends a frame event to the embedding page. */
  send(type: string, data?: unknown): void {
    if (!this.target()) throw new NoXdObjectError(this.deps.win.location.href)
    this.channel.send(type, data)
  }

  /** Answers the page's calls of a method (userSession: getCredentials, getOauthAccessToken). */
  handle(method: string, handler: (params: unknown) => unknown): void {
    this.channel.handle(method, handler)
  }

  start(): void {
    const { win } = this.deps
    const doc = win.document
    const relay = relayResult(win)
    if (relay) {
      this.send(relay.error || (relay.status && relay.status !== 'success') ? 'error' : 'login', {
        ...relay,
        message: relay.error,
      })
      // Closing a moment later lets the message leave first.
      if (this.context === 'popup') win.setTimeout(() => win.close(), RELAY_CLOSE_DELAY_MS)
      return
    }
    doc.addEventListener('click', this.clickListener)
    const whenInteractive = () => {
      this.send('ready')
      this.reportSize()
      if (typeof ResizeObserver !== 'undefined') {
        this.observer = new ResizeObserver(() => this.reportSize())
        this.observer.observe(doc.documentElement)
      }
    }
    if (doc.readyState === 'loading') {
      doc.addEventListener('DOMContentLoaded', whenInteractive, { once: true })
    } else {
      whenInteractive()
    }
  }

  /** Stops listening to clicks and size changes. */
  stop(): void {
    this.deps.win.document.removeEventListener('click', this.clickListener)
    this.observer?.disconnect()
    this.channel.close()
  }

  /** Sends resize with the document's height whenever it changes. */
  reportSize(): void {
    const height = Math.ceil(this.deps.win.document.documentElement.getBoundingClientRect().height)
    if (height === this.lastHeight) return
    this.lastHeight = height
    this.send('resize', { height })
  }

  private onClick(event: Event): void {
    const target = event.target as Element | null
    if (!target?.closest) return
    if (target.closest('.window-close')) {
      event.preventDefault()
      this.close()
    } else if (target.closest('.IN-signin')) {
      event.preventDefault()
      try {
        this.openSignin()
      } catch (error) {
        this.deps.onError(error)
      }
    }
  }

  /** Sends close; a popup also closes itself (the page removes an iframe). */
  close(): void {
    this.send('close')
    if (this.context === 'popup') this.deps.win.close()
  }

  /** Opens the sign-in window (500x550); its login is forwarded to the embedding page. */
  openSignin(): WidgetWindow {
    const url = this.deps.options().urls.signin
    if (!url) throw new MissingUrlError('Sign-in URL was not specified')
    this.signin?.close()
    const w = this.deps.openWindow({ mode: 'popup', url, title: 'Sign in', ...SIGNIN_WINDOW })
    w.on('login', (data) => {
      this.send('login', data)
      w.close()
    })
    this.signin = w
    return w.open()
  }
}
