import type { Timers } from '../ui'
import type { ApiRequest, ApiResponse, ApiTransport } from './transport'

/** Queued calls are dispatched every 300 ms, at most 10 at a time (SPEC 9.2). */
export const DISPATCH_INTERVAL_MS = 300
export const QUEUE_SIZE = 10

interface Queued {
  request: ApiRequest
  resolve: (response: ApiResponse) => void
  reject: (error: unknown) => void
}

export interface ApiAuth {
  /** The OAuth token when signed in, else the anonymous token, else null. */
  token(): string | null
  isAuthenticated(): boolean
  /** Resolves when credentials are known, so the first calls of a page carry its anonymous token. */
  ready?(): Promise<void>
}

/**
 * Queues API requests and hands them to the transport in batches of at most 10, at most one batch
 * per 300 ms. A batch goes out on the next turn when none went out in the last 300 ms (calls made
 * together are batched; an idle page does not wait).
 */
export class ApiClient {
  private queue: Queued[] = []
  private timer: unknown = null
  private lastDispatch = -Infinity

  constructor(
    private readonly transport: () => ApiTransport,
    readonly auth: ApiAuth,
    private readonly timers: Timers,
  ) {}

  request(request: ApiRequest): Promise<ApiResponse> {
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject })
      this.next()
    })
  }

  get pending(): number {
    return this.queue.length
  }

  private dispatch(): void {
    this.timer = null
    this.lastDispatch = Date.now()
    const batch = this.queue.splice(0, QUEUE_SIZE)
    let transport: ApiTransport
    try {
      transport = this.transport()
    } catch (error) {
      for (const item of batch) item.reject(error)
      return this.next()
    }
    for (const item of batch) transport.send(item.request).then(item.resolve, item.reject)
    this.next()
  }

  private next(): void {
    if (!this.queue.length || this.timer !== null) return
    const wait = Math.max(0, this.lastDispatch + DISPATCH_INTERVAL_MS - Date.now())
    this.timer = this.timers.setTimeout(() => this.dispatch(), wait)
  }
}
