import { ApiCommandError, ApiResponseError } from '../errors'
import { withQuery } from '../env'
import type { ApiClient } from './client'
import { XD_CALL_MARKER, type HttpMethod } from './transport'

export type ResultHandler = (values: unknown, meta: Record<string, unknown>) => void
export type ErrorHandler = (error: Error) => void

export const EXECUTED_MESSAGE = "Command has executed. You can't append additional properties."
const METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE']

export interface BuiltRequest {
  path: string
  method?: HttpMethod
  query?: Record<string, string>
}

interface Body {
  text: string
  type: string
}

type Outcome =
  { ok: true; values: unknown; meta: Record<string, unknown> } | { ok: false; error: Error }

/** A random key for the Idempotency-Key header. */
export function idempotencyKey(): string {
  const c = (globalThis as { crypto?: Crypto }).crypto
  if (c?.randomUUID) return c.randomUUID()
  return `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`
}

/** 'me' becomes '~'; http(s) URLs and 'url=' values become url={encoded}. */
export function normalizeId(id: string): string {
  const text = String(id).trim()
  if (text === 'me') return '~'
  if (/^https?:\/\//i.test(text)) return `url=${encodeURIComponent(text)}`
  if (/^url=/i.test(text)) return `url=${encodeURIComponent(safeDecode(text.slice(4)))}`
  return text
}

const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** camelCase field names become kebab-case ('firstName' -> 'first-name'). */
export const toKebab = (field: string): string =>
  field.trim().replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** Flattens ('a,b', ['c']) into ['a', 'b', 'c']; commas inside parentheses are kept. */
export function flattenList(items: unknown[]): string[] {
  const out: string[] = []
  for (const item of items.flat(3)) {
    let depth = 0
    let current = ''
    for (const ch of String(item)) {
      if (ch === '(') depth += 1
      if (ch === ')') depth -= 1
      if (ch === ',' && depth === 0) {
        out.push(current)
        current = ''
      } else current += ch
    }
    out.push(current)
  }
  return out.map((s) => s.trim()).filter(Boolean)
}

const isForm = (value: unknown): value is HTMLFormElement =>
  !!value &&
  typeof value === 'object' &&
  (value as Element).tagName === 'FORM' &&
  'elements' in (value as object)

/** A form element becomes an object of its named input values (unchecked boxes left out). */
export function formToObject(form: HTMLFormElement): Record<string, string> {
  const result: Record<string, string> = {}
  for (const el of Array.from(form.elements) as HTMLInputElement[]) {
    if (!el.name || el.disabled) continue
    if ((el.type === 'checkbox' || el.type === 'radio') && !el.checked) continue
    result[el.name] = el.value
  }
  return result
}

/**
 * Request bodies: an object is sent as JSON, a string form-urlencoded, a form element as the JSON
 * object of its values; anything else is rejected.
 */
export function encodeBody(body: unknown): Body {
  if (typeof body === 'string') return { text: body, type: 'application/x-www-form-urlencoded' }
  if (isForm(body)) return { text: JSON.stringify(formToObject(body)), type: 'application/json' }
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    return { text: JSON.stringify(body), type: 'application/json' }
  }
  throw new ApiCommandError(
    'Invalid body was provided. Must provide a String, Object, or HTMLFormElement',
  )
}

/**
 * A chainable API call. It executes on the next turn of the event loop (so chained settings
 * apply); afterwards it can no longer be changed. Its outcome is kept: handlers added later run
 * with it.
 */
export abstract class ApiCommand {
  protected executed = false
  protected query: Record<string, string | string[]> = {}
  protected httpMethod: HttpMethod = 'GET'
  protected payload: Body | undefined
  private outcome: Outcome | undefined
  private resultHandlers: ResultHandler[] = []
  private errorHandlers: ErrorHandler[] = []

  constructor(protected readonly client: ApiClient) {}

  /** Schedules execution; called by the factories once arguments are checked. */
  start(): this {
    setTimeout(() => void this.execute(), 0)
    return this
  }

  protected guard(): void {
    if (this.executed) throw new ApiCommandError(EXECUTED_MESSAGE)
  }

  params(params: unknown): this {
    this.guard()
    if (!params || typeof params !== 'object' || Array.isArray(params)) {
      throw new ApiCommandError('params() must receive a key-value-pair like object.')
    }
    // An array repeats the parameter (people search: facet=location,… & facet=industry,…).
    for (const [k, v] of Object.entries(params))
      this.query[k] = Array.isArray(v) ? v.map(String) : String(v)
    return this
  }

  method(method: string): this {
    this.guard()
    const upper = String(method).toUpperCase() as HttpMethod
    if (!METHODS.includes(upper)) throw new ApiCommandError(`Unknown Type: ${method}`)
    this.httpMethod = upper
    return this
  }

  body(body: unknown): this {
    this.guard()
    this.payload = encodeBody(body)
    return this
  }

  result(handler: ResultHandler): this {
    this.resultHandlers.push(handler)
    if (this.outcome?.ok) handler(this.outcome.values, this.outcome.meta)
    return this
  }

  error(handler: ErrorHandler): this {
    this.errorHandlers.push(handler)
    if (this.outcome && !this.outcome.ok) handler(this.outcome.error)
    return this
  }

  /** The outcome as a promise of { values, meta }. */
  toPromise(): Promise<{ values: unknown; meta: Record<string, unknown> }> {
    return new Promise((resolve, reject) => {
      this.result((values, meta) => resolve({ values, meta }))
      this.error(reject)
    })
  }

  get isExecuted(): boolean {
    return this.executed
  }

  protected abstract build(): BuiltRequest

  /** Where the result values are in a response body. */
  protected extract(body: Record<string, unknown>): {
    values: unknown
    meta: Record<string, unknown>
  } {
    const { values, ...meta } = body
    return { values: values ?? [], meta }
  }

  async execute(): Promise<void> {
    if (this.executed) return
    this.executed = true
    try {
      const built = this.build()
      await this.client.auth.ready?.()
      const token = this.client.auth.token()
      const query: Record<string, string | string[]> = { ...this.query, ...built.query }
      const headers: Record<string, string> = {
        'X-Requested-With': XD_CALL_MARKER,
        'x-li-format': 'json',
      }
      if (token) {
        query.oauth_token = token
        headers.Authorization = `Bearer ${token}`
      }
      if (this.payload) headers['Content-Type'] = this.payload.type
      const method = built.method ?? this.httpMethod
      // One key per command: the service answers a retried POST with its first result (no double post).
      if (method === 'POST') headers['Idempotency-Key'] = idempotencyKey()
      const response = await this.client.request({
        method,
        path: withQuery(built.path, query),
        headers,
        body: this.payload?.text,
      })
      const body = response.body
      const record =
        body && typeof body === 'object' && !Array.isArray(body)
          ? (body as Record<string, unknown>)
          : { values: body }
      if ('raw_message' in record || 'errorCode' in record || response.status >= 400) {
        const message = String(
          record.raw_message ?? record.message ?? `API error ${response.status}`,
        )
        throw new ApiResponseError(message, response.status, body)
      }
      this.settle({ ok: true, ...this.extract(record) })
    } catch (error) {
      this.settle({ ok: false, error: error instanceof Error ? error : new Error(String(error)) })
    }
  }

  private settle(outcome: Outcome): void {
    this.outcome = outcome
    if (outcome.ok) for (const h of this.resultHandlers) h(outcome.values, outcome.meta)
    else for (const h of this.errorHandlers) h(outcome.error)
  }
}
