export type Handler = (data?: unknown) => void

/** Legacy names announced together with the current ones (when compat is on). */
export const LEGACY_ALIASES: Readonly<Record<string, string>> = {
  ready: 'frameworkLoaded',
  initialize: 'systemReady',
  credentialsChange: 'noAuth',
}

/**
 * The credential events under the spec's names (SPEC 4.2) are also announced under this SDK's earlier
 * names, always (they are not legacy of the original framework, so compat does not gate them).
 */
export const ALIASES: Readonly<Record<string, readonly string[]>> = {
  authenticate: ['auth'],
  unauthenticate: ['logout'],
  change: ['credentialsChange'],
}

/** Events that, once fired, run handlers added later at once with the same data. */
const STICKY = new Set(['ready', 'frameworkLoaded', 'initialize', 'systemReady', 'sessionReady'])

export class EventBus {
  private handlers = new Map<string, Set<Handler>>()
  private fired = new Map<string, unknown>()

  constructor(
    private readonly compat: () => boolean,
    private readonly onHandlerError: (error: unknown) => void = () => {},
  ) {}

  on(name: string, handler: Handler): () => void {
    let set = this.handlers.get(name)
    if (!set) this.handlers.set(name, (set = new Set()))
    set.add(handler)
    if (this.fired.has(name)) this.call(handler, this.fired.get(name))
    return () => this.off(name, handler)
  }

  once(name: string, handler: Handler): () => void {
    let done = false
    const wrapped: Handler = (data) => {
      if (done) return
      done = true
      this.off(name, wrapped)
      handler(data)
    }
    return this.on(name, wrapped)
  }

  off(name: string, handler: Handler): void {
    this.handlers.get(name)?.delete(handler)
  }

  fire(name: string, data?: unknown): void {
    for (const each of [name, ...(ALIASES[name] ?? [])]) {
      this.emit(each, data)
      const legacy = LEGACY_ALIASES[each]
      if (legacy && this.compat()) this.emit(legacy, data)
    }
  }

  private emit(name: string, data: unknown): void {
    if (STICKY.has(name)) this.fired.set(name, data)
    for (const handler of [...(this.handlers.get(name) ?? [])]) this.call(handler, data)
  }

  private call(handler: Handler, data: unknown): void {
    try {
      handler(data)
    } catch (error) {
      this.onHandlerError(error)
    }
  }
}
