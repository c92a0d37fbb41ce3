import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp, type CreateAppOptions, type NetworkApp } from '../app.js'
import type { Logger } from '../lib/logger.js'

export const ORIGIN = 'http://localhost'
/** The embedding page the test sites are registered for. */
export const SITE_ORIGIN = 'http://127.0.0.1:3000'
export const TEST_SITES = [
  { apiKey: 'demo-key', name: 'Testsidan', origins: [SITE_ORIGIN] },
  { apiKey: 'k1', name: 'Andra testsidan', origins: [SITE_ORIGIN] },
]

export interface LoggedEvent {
  level: 'info' | 'warn' | 'error'
  event: string
  detail?: Record<string, unknown>
}

export interface TestApp {
  app: NetworkApp
  dir: string
  logs: LoggedEvent[]
  get(path: string, init?: { cookie?: string; headers?: Record<string, string> }): Promise<Response>
  post(
    path: string,
    fields: Record<string, string>,
    init?: { cookie?: string; origin?: string | null },
  ): Promise<Response>
  /** Signs a seeded member in through /cws/login and returns the session cookie header value. */
  signIn(email?: string): Promise<string>
  /** One number from the database, for asserting that something did or did not change. */
  scalar(sql: string, ...params: unknown[]): number
  close(): void
}

/** A network app on a fresh temporary SQLite file, with a fixed clock and a recording logger. */
export function createTestApp(options: Partial<CreateAppOptions> = {}): TestApp {
  const dir = mkdtempSync(join(tmpdir(), 'smedja-network-test-'))
  const logs: LoggedEvent[] = []
  const logger: Logger = {
    info: (event, detail) => logs.push({ level: 'info', event, detail }),
    warn: (event, detail) => logs.push({ level: 'warn', event, detail }),
    error: (event, detail) => logs.push({ level: 'error', event, detail }),
  }
  const app = createApp({
    dbPath: join(dir, 'network.db'),
    sdkBundlePath: join(dir, 'missing-in.js'),
    logger,
    now: () => new Date('2026-11-21T12:00:00.000Z'),
    sites: TEST_SITES,
    ...options,
  })

  const test: TestApp = {
    app,
    dir,
    logs,
    get: (path, init) =>
      Promise.resolve(
        app.request(path, {
          headers: { ...(init?.cookie ? { Cookie: init.cookie } : {}), ...init?.headers },
        }),
      ),
    post: (path, fields, init) => {
      const headers: Record<string, string> = {
        'Content-Type': 'application/x-www-form-urlencoded',
      }
      if (init?.cookie) headers.Cookie = init.cookie
      const origin = init?.origin === undefined ? ORIGIN : init.origin
      if (origin !== null) headers.Origin = origin
      return Promise.resolve(
        app.request(path, {
          method: 'POST',
          headers,
          body: new URLSearchParams(fields).toString(),
        }),
      )
    },
    async signIn(email = 'anna.lindqvist@example.se') {
      const res = await test.post('/cws/login', {
        _action: 'login',
        requestId: 'login-request-1',
        email,
        password: 'demo1234',
      })
      const cookie = res.headers.get('Set-Cookie')
      if (res.status !== 200 || !cookie) throw new Error(`sign-in failed with ${res.status}`)
      return cookie.split(';')[0] ?? ''
    },
    scalar(sql, ...params) {
      const row = app.db.prepare(sql).get(...params) as Record<string, unknown> | undefined
      if (!row) return Number.NaN
      const key = Object.keys(row).find((k) => k !== '_metadata')
      return Number(key === undefined ? Number.NaN : row[key])
    },
    close() {
      app.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
  return test
}

/** The JSON payload of a JSONP body `name({...});`. */
export function jsonpPayload(body: string, callback: string): unknown {
  const prefix = `${callback}(`
  if (!body.startsWith(prefix) || !body.endsWith(');'))
    throw new Error(`not JSONP for ${callback}: ${body}`)
  return JSON.parse(body.slice(prefix.length, -2))
}

/** The result message a frame page will post to its opener, read from the page. */
export function frameResult(html: string): Record<string, unknown> | undefined {
  const match = /<script type="application\/json" id="xdoor-result">(.*?)<\/script>/s.exec(html)
  return match?.[1] ? (JSON.parse(match[1]) as Record<string, unknown>) : undefined
}

/** The value of a hidden input in a rendered form. */
export function hiddenValue(html: string, name: string): string | undefined {
  const match = new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)
  return match?.[1]
}
