import { bodyOf, withQuery } from './env'
import { HOVERCARD_Z_INDEX, placeHovercard } from './placement'
import type { Channel, FrameEventType, XdHub } from './xd'

export type WindowMode = 'embedded' | 'hovercard' | 'popup' | 'modal' | 'invisible'

export interface WindowContext {
  win: Window
  hub: XdHub
  debug: boolean
}

export interface WidgetWindowOptions {
  mode: WindowMode
  /** Frame URL without the tag parameters. */
  url: string
  /** Tag parameters; a function receives the channel data (for redirect URIs that carry it). */
  params?: Record<string, unknown> | ((xd: XdData) => Record<string, unknown>)
  /** Role a frame plays for the SDK running inside it ('apiProxy'), passed in the window name. */
  role?: string
  /** POST sends the parameters as a form into the frame or popup. */
  method?: 'GET' | 'POST'
  /** Accessible name of the frame. */
  title: string
  width?: number
  height?: number
  /** embedded: the frame goes into this element. */
  container?: HTMLElement
  /** hovercard: the element the card is anchored to. */
  anchor?: HTMLElement
  /** popup: an explicit window name (otherwise the channel data). */
  features?: string
}

export interface XdData {
  xdOrigin: string
  xdChannel: string
}

type Listener = (data: unknown) => void
type WindowEvent = FrameEventType | 'closed'

export const POPUP_POLL_MS = 500
export const POPUP_CLOSED_GRACE_MS = 200

const FRAME_CSS = 'border:0;display:block;overflow:hidden;background:transparent'
const HIDDEN_CSS = 'position:absolute;left:-10000px;top:0;width:1px;height:1px;border:0'

/**
 * A network frame or popup in one of the five window modes, with its cross-domain channel.
 * Frame events (ready, close, resize, success, error, login) reach listeners added with on().
 */
export class WidgetWindow {
  readonly channel: Channel
  readonly name: string
  readonly xd: XdData
  element: HTMLElement | null = null
  frame: HTMLIFrameElement | null = null
  popup: Window | null = null
  isReady = false
  isOpen = false
  private listeners = new Map<WindowEvent, Set<Listener>>()
  private cleanups: (() => void)[] = []

  constructor(
    private readonly ctx: WindowContext,
    readonly options: WidgetWindowOptions,
  ) {
    const { win } = ctx
    this.channel = ctx.hub.channel({
      origin: new URL(options.url, win.location.href).origin,
      target: () => (this.popup ?? this.frame?.contentWindow) || null,
      onMessage: (type, data) => this.handle(type, data),
    })
    this.xd = { xdOrigin: win.location.origin, xdChannel: this.channel.id }
    const role = options.role
    this.name = JSON.stringify({ ...this.xd, debug: ctx.debug, ...(role ? { role } : {}) })
  }

  /** The tag parameters with the channel data resolved. */
  get params(): Record<string, unknown> {
    const { params } = this.options
    return typeof params === 'function' ? params(this.xd) : (params ?? {})
  }

  /** The frame URL: tag parameters (unless posted) plus xdOrigin and xdChannel. */
  get src(): string {
    const params = this.options.method === 'POST' ? {} : this.params
    return withQuery(this.options.url, { ...params, ...this.xd })
  }

  on(type: WindowEvent, listener: Listener): () => void {
    let set = this.listeners.get(type)
    if (!set) this.listeners.set(type, (set = new Set()))
    set.add(listener)
    return () => set.delete(listener)
  }

  private emit(type: WindowEvent, data?: unknown): void {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener(data)
  }

  private handle(type: string, data: unknown): void {
    if (type === 'ready') this.isReady = true
    if (type === 'resize') this.resize(data as { height?: unknown; width?: unknown })
    if (type === 'close') this.close()
    this.emit(type as WindowEvent, data)
  }

  open(): this {
    if (this.isOpen) return this
    this.isOpen = true
    if (this.options.mode === 'popup') this.openPopup()
    else this.openFrame()
    return this
  }

  private openPopup(): void {
    const { win } = this.ctx
    const { width = 600, height = 500, method } = this.options
    const left = Math.max(0, (win.screenX || 0) + ((win.outerWidth || width) - width) / 2)
    const top = Math.max(0, (win.screenY || 0) + ((win.outerHeight || height) - height) / 2)
    const features =
      this.options.features ??
      `width=${width},height=${height},left=${Math.round(left)},top=${Math.round(top)},scrollbars=yes,resizable=yes`
    this.popup = win.open(method === 'POST' ? 'about:blank' : this.src, this.name, features)
    if (method === 'POST') this.post()
    // A popup that posts its result and closes at once can be seen closed before its message is
    // delivered; the grace period lets the message arrive first.
    const poll = win.setInterval(() => {
      if (this.popup && !this.popup.closed) return
      win.clearInterval(poll)
      win.setTimeout(() => this.finish(), POPUP_CLOSED_GRACE_MS)
    }, POPUP_POLL_MS)
    this.cleanups.push(() => win.clearInterval(poll))
  }

  private openFrame(): void {
    const { win } = this.ctx
    const doc = win.document
    const { mode, width, height, title } = this.options
    const frame = doc.createElement('iframe')
    frame.name = this.name
    frame.title = title
    frame.setAttribute('frameborder', '0')
    frame.setAttribute('scrolling', 'no')
    frame.setAttribute('allowtransparency', 'true')
    frame.className = `IN-frame IN-frame-${mode}`
    this.frame = frame
    if (mode === 'invisible') {
      frame.style.cssText = HIDDEN_CSS
      frame.setAttribute('aria-hidden', 'true')
      frame.tabIndex = -1
      bodyOf(doc).appendChild(frame)
      this.element = frame
    } else {
      frame.style.cssText = FRAME_CSS
      frame.style.width = width && width > 0 ? `${width}px` : '100%'
      frame.style.height = `${height ?? 0}px`
      this.element =
        mode === 'embedded'
          ? this.embed(frame)
          : mode === 'modal'
            ? this.modal(frame)
            : this.hovercard(frame)
    }
    if (this.options.method === 'POST') this.post()
    else frame.src = this.src
  }

  private embed(frame: HTMLIFrameElement): HTMLElement {
    const container = this.options.container ?? this.ctx.win.document.body
    container.appendChild(frame)
    return frame
  }

  private hovercard(frame: HTMLIFrameElement): HTMLElement {
    const doc = this.ctx.win.document
    const card = doc.createElement('div')
    card.className = 'IN-hovercard'
    card.style.cssText = `position:absolute;z-index:${HOVERCARD_Z_INDEX};left:0;top:0`
    card.style.width = `${this.options.width ?? 360}px`
    card.appendChild(frame)
    bodyOf(doc).appendChild(card)
    this.element = card
    this.place()
    const onResize = () => this.place()
    this.ctx.win.addEventListener('resize', onResize)
    this.cleanups.push(() => this.ctx.win.removeEventListener('resize', onResize))
    return card
  }

  private modal(frame: HTMLIFrameElement): HTMLElement {
    const doc = this.ctx.win.document
    const overlay = doc.createElement('div')
    overlay.className = 'IN-modal'
    overlay.setAttribute('role', 'dialog')
    overlay.setAttribute('aria-modal', 'true')
    overlay.setAttribute('aria-label', this.options.title)
    overlay.style.cssText = `position:fixed;inset:0;z-index:${HOVERCARD_Z_INDEX};background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center`
    frame.style.background = '#fff'
    frame.style.maxWidth = '100%'
    overlay.appendChild(frame)
    overlay.addEventListener('click', (e) => e.target === overlay && this.close())
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && this.close()
    doc.addEventListener('keydown', onKey)
    this.cleanups.push(() => doc.removeEventListener('keydown', onKey))
    bodyOf(doc).appendChild(overlay)
    return overlay
  }

  /** Posts the parameters as a form into the frame or popup (method POST). */
  private post(): void {
    const doc = this.ctx.win.document
    const form = doc.createElement('form')
    form.method = 'POST'
    form.action = this.src
    form.target = this.name
    form.style.display = 'none'
    for (const [key, value] of Object.entries(this.params)) {
      if (value === undefined || value === null) continue
      const input = doc.createElement('input')
      input.type = 'hidden'
      input.name = key
      input.value = String(value)
      form.appendChild(input)
    }
    bodyOf(doc).appendChild(form)
    form.submit()
    form.remove()
  }

  /** Positions a hovercard next to its anchor (first placement that fits the viewport). */
  place(): void {
    const { anchor } = this.options
    const card = this.element
    if (!anchor || !card || this.options.mode !== 'hovercard') return
    const { win } = this.ctx
    const rect = anchor.getBoundingClientRect()
    const size = {
      width: card.offsetWidth || this.options.width || 360,
      height: card.offsetHeight || this.options.height || 0,
    }
    const viewport = {
      width: win.document.documentElement.clientWidth || win.innerWidth,
      height: win.innerHeight,
    }
    const at = placeHovercard(rect, size, viewport)
    card.dataset.placement = at.placement
    card.style.left = `${Math.round(at.left + win.scrollX)}px`
    card.style.top = `${Math.round(at.top + win.scrollY)}px`
  }

  private resize(size: { height?: unknown; width?: unknown }): void {
    const frame = this.frame
    if (!frame || this.options.mode === 'invisible') return
    if (typeof size?.height === 'number' && size.height >= 0)
      frame.style.height = `${Math.ceil(size.height)}px`
    if (typeof size?.width === 'number' && size.width > 0)
      frame.style.width = `${Math.ceil(size.width)}px`
    this.place()
  }

  /** Shows a hidden hovercard again. */
  show(): void {
    if (this.element) this.element.style.display = ''
    this.place()
  }

  hide(): void {
    if (this.element) this.element.style.display = 'none'
  }

  get isVisible(): boolean {
    return this.isOpen && !!this.element && this.element.style.display !== 'none'
  }

  close(): void {
    if (!this.isOpen) return
    if (this.popup && !this.popup.closed) this.popup.close()
    this.finish()
  }

  private finish(): void {
    if (!this.isOpen) return
    this.isOpen = false
    for (const cleanup of this.cleanups.splice(0)) cleanup()
    this.element?.remove()
    this.channel.close()
    this.emit('closed')
  }
}
