import { NoXdObjectError } from './errors'
import type { Logger } from './logger'
import { uid } from './env'

/** Message types a frame or popup sends to the page. */
export type FrameEventType = 'ready' | 'close' | 'resize' | 'success' | 'error' | 'login'

export interface XdMessage {
  xdoor: 1
  channel: string
  type: string
  data?: unknown
}

export const isXdMessage = (value: unknown): value is XdMessage => {
  const m = value as XdMessage | null
  return !!m && typeof m === 'object' && m.xdoor === 1 && typeof m.channel === 'string' && !!m.type
}

/** Remote calls give up after this long (the other side may never load). */
export const CALL_TIMEOUT_MS = 15000

type CallHandler = (params: unknown) => unknown
type Pending = { resolve: (v: unknown) => void; reject: (e: Error) => void }

export interface ChannelOptions {
  id?: string
  /** The only origin messages are accepted from and sent to. */
  origin: string
  /** The only window messages are accepted from and sent to. */
  target: () => Window | null | undefined
  onMessage?: (type: string, data: unknown) => void
  /** The other side is known to be listening already (a frame talking to its page). */
  readyAtOnce?: boolean
}

/**
 * One logical conversation with one window on one origin. Besides the frame events it carries
 * remote calls: 'call' {id, method, params} answered by 'result' {id, ok, value | error}.
 */
export class Channel {
  readonly id: string
  private handlers = new Map<string, CallHandler>()
  private pending = new Map<string, Pending>()
  private markReady!: () => void
  readonly ready: Promise<void>
  private closed = false

  constructor(
    private readonly hub: XdHub,
    readonly options: ChannelOptions,
  ) {
    this.id = options.id ?? uid('xd')
    this.ready = new Promise((resolve) => (this.markReady = resolve))
    if (options.readyAtOnce) this.markReady()
  }

  get origin(): string {
    return this.options.origin
  }

  send(type: string, data?: unknown): void {
    const target = this.options.target()
    if (!target) throw new NoXdObjectError(this.hub.win.location.href)
    const message: XdMessage = { xdoor: 1, channel: this.id, type }
    if (data !== undefined) message.data = data
    target.postMessage(message, this.options.origin)
  }

  /**
   * Calls a method the other side registered with handle(). Waits for its 'ready' first; gives up
   * after timeoutMs in all.
   */
  call(method: string, params?: unknown, timeoutMs = CALL_TIMEOUT_MS): Promise<unknown> {
    const id = uid('c')
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id)
        reject(new Error(`No answer to ${method}`))
      }, timeoutMs)
      const done =
        <T>(fn: (v: T) => void) =>
        (v: T) => {
          clearTimeout(timer)
          fn(v)
        }
      this.pending.set(id, { resolve: done(resolve), reject: done(reject) })
      this.ready.then(() => {
        if (!this.pending.has(id)) return
        try {
          this.send('call', { id, method, params })
        } catch (error) {
          this.pending.get(id)?.reject(error as Error)
          this.pending.delete(id)
        }
      })
    })
  }

  handle(method: string, handler: CallHandler): void {
    this.handlers.set(method, handler)
  }

  close(): void {
    this.closed = true
    this.hub.remove(this)
    for (const p of this.pending.values()) p.reject(new Error('Channel closed'))
    this.pending.clear()
  }

  get isClosed(): boolean {
    return this.closed
  }

  /** Handles a message that already passed the hub's origin, source and channel checks. */
  deliver(type: string, data: unknown): void {
    if (type === 'call') return void this.answer(data as { id: string; method: string })
    if (type === 'result') {
      const r = data as { id: string; ok: boolean; value?: unknown; error?: string }
      const p = this.pending.get(r?.id)
      if (!p) return
      this.pending.delete(r.id)
      return r.ok ? p.resolve(r.value) : p.reject(new Error(r.error ?? 'Remote call failed'))
    }
    if (type === 'ready') this.markReady()
    this.options.onMessage?.(type, data)
  }

  private async answer(call: { id: string; method: string; params?: unknown }): Promise<void> {
    const handler = this.handlers.get(call?.method)
    try {
      if (!handler) throw new Error(`Unknown method ${String(call?.method)}`)
      const value = await handler(call.params)
      this.send('result', { id: call.id, ok: true, value })
    } catch (error) {
      this.send('result', { id: call.id, ok: false, error: (error as Error).message })
    }
  }
}

/** Listens to window messages and hands each to its channel after strict checks. */
export class XdHub {
  private channels = new Map<string, Channel>()
  private readonly listener = (event: MessageEvent) => this.receive(event)

  constructor(
    readonly win: Window,
    private readonly log: Logger,
  ) {
    win.addEventListener('message', this.listener)
  }

  channel(options: ChannelOptions): Channel {
    const channel = new Channel(this, options)
    this.channels.set(channel.id, channel)
    return channel
  }

  remove(channel: Channel): void {
    if (this.channels.get(channel.id) === channel) this.channels.delete(channel.id)
  }

  /** Returns true when the message was delivered; anything unexpected is logged and ignored. */
  receive(event: MessageEvent): boolean {
    const message: unknown = event.data
    if (!isXdMessage(message)) return false
    const channel = this.channels.get(message.channel)
    if (!channel) {
      this.log.log('ignored message for unknown channel', message.channel)
      return false
    }
    if (event.origin !== channel.origin) {
      this.log.log('ignored message from wrong origin', event.origin, 'expected', channel.origin)
      return false
    }
    if (!event.source || event.source !== channel.options.target()) {
      this.log.log('ignored message from unexpected window on channel', channel.id)
      return false
    }
    channel.deliver(message.type, message.data)
    return true
  }

  destroy(): void {
    this.win.removeEventListener('message', this.listener)
    this.channels.clear()
  }
}
