import { MissingUrlError, SignInError } from './errors'
import { withQuery } from './env'
import { EventBus } from './events'
import type { Logger } from './logger'
import type { NetworkOptions } from './options'
import type { Timers } from './ui'
import type { WidgetWindow, WidgetWindowOptions } from './windows'

/** Credentials refresh every 30 minutes while signed in (SPEC 9.2). */
export const CREDENTIAL_REFRESH_MS = 1_800_000
export const SIGNIN_WINDOW = { width: 500, height: 550 }
export const PKCE_WINDOW = { width: 500, height: 600 }
export const DEFAULT_PKCE_SCOPE = 'r_fullprofile'
/** Prefix of the credentials cookie: {provider}_oauth_{apiKey}. */
export const COOKIE_PROVIDER = 'network'

export interface Credentials {
  oauthToken: string | null
  anonymousToken: string | null
  memberToken: string | null
  authCookie: string | null
  /** True exactly when oauthToken is present. */
  isAuthenticated: boolean
}

export const NO_CREDENTIALS: Credentials = Object.freeze({
  oauthToken: null,
  anonymousToken: null,
  memberToken: null,
  authCookie: null,
  isAuthenticated: false,
})

const value = (v: unknown): string | null =>
  v === undefined || v === null || v === '' ? null : String(v)

/** Empty values become null; isAuthenticated is true exactly when oauthToken is present. */
export function normalizeCredentials(raw: unknown): Credentials {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
  const oauthToken = value(r.oauthToken)
  return {
    oauthToken,
    anonymousToken: value(r.anonymousToken),
    memberToken: value(r.memberToken),
    authCookie: value(r.authCookie),
    isAuthenticated: oauthToken !== null,
  }
}

const CRC_TABLE = (() => {
  const table: number[] = []
  for (let n = 0; n < 256; n += 1) {
    let c = n
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table.push(c >>> 0)
  }
  return table
})()

/** CRC-32 (IEEE) of a string's UTF-8 bytes, as an unsigned number. */
export function crc32(text: string): number {
  let crc = 0xffffffff
  for (const byte of new TextEncoder().encode(text)) {
    crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8)
  }
  return (crc ^ 0xffffffff) >>> 0
}

/**
 * Writes (or, without authCookie, clears) {provider}_oauth_{apiKey} and its _crc companion. The
 * cookies are secure on https pages (a browser refuses secure cookies from plain http pages).
 */
export function writeCredentialsCookie(
  doc: Document,
  apiKey: string,
  authCookie: string | null,
  withCrc: boolean,
): void {
  const secure = doc.location?.protocol === 'https:' ? '; secure' : ''
  const name = `${COOKIE_PROVIDER}_oauth_${apiKey}`
  const expire = '; expires=Thu, 01 Jan 1970 00:00:00 GMT'
  if (!authCookie) {
    doc.cookie = `${name}=; path=/${expire}`
    doc.cookie = `${name}_crc=; path=/${expire}`
    return
  }
  doc.cookie = `${name}=${encodeURIComponent(authCookie)}${secure}; path=/`
  if (withCrc) doc.cookie = `${name}_crc=${crc32(authCookie)}${secure}; path=/`
}

const PKCE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~'

/** 128 random characters from A-Z a-z 0-9 - . _ ~ (PKCE state and code verifier). */
export function pkceRandom(crypto: Pick<Crypto, 'getRandomValues'>, length = 128): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length))
  let out = ''
  // 66 characters: 256 % 66 leaves a small bias, acceptable for state; the verifier's entropy
  // stays far above the 256 bits PKCE asks for.
  for (const byte of bytes) out += PKCE_CHARS[byte % PKCE_CHARS.length]
  return out
}

/** base64url(SHA-256(verifier)), the S256 code challenge. */
export async function pkceChallenge(crypto: Crypto, verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))
  let binary = ''
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export interface SessionDeps {
  win: Window
  options: () => NetworkOptions
  events: EventBus
  log: Logger
  timers: Timers
  openWindow(options: WidgetWindowOptions): WidgetWindow
  jsonp(url: string, params: Record<string, unknown>): Promise<unknown>
}

/**
 * The visitor's network session. Talks to the userSession frame (getCredentials,
 * getOauthAccessToken) and announces credential changes (SPEC 4.2) on its own bus (`IN.User.Event`)
 * as authenticate, unauthenticate, change and ready, and on the framework's bus as authenticate
 * (also auth), unauthenticate (also logout), change (also credentialsChange, noAuth) and sessionReady.
 */
export class UserSession {
  credentials: Credentials = NO_CREDENTIALS
  /** The session's own events under the spec's names; 'ready' runs late handlers at once. */
  readonly events: EventBus
  private frame: WidgetWindow | null = null
  private refreshTimer: unknown = null
  private known = false
  private settle: () => void = () => {}
  /** Resolves once credentials are known (or could not be loaded): API calls wait for it. */
  readonly settled: Promise<void>

  constructor(private readonly deps: SessionDeps) {
    this.events = new EventBus(
      () => false,
      (error) => deps.log.error('event handler failed', error),
    )
    this.settled = new Promise((resolve) => (this.settle = resolve))
  }

  /** No session will start (no apiKey, or inside a network frame): calls go out without waiting. */
  skip(): void {
    this.settle()
  }

  private announce(name: 'authenticate' | 'unauthenticate' | 'change', data: Credentials): void {
    this.events.fire(name, data)
    this.deps.events.fire(name, data)
  }

  get started(): boolean {
    return this.frame !== null
  }

  /** Opens the userSession frame (invisible) and loads the credentials. */
  start(): Promise<Credentials> {
    return this.refresh().finally(() => this.settle())
  }

  private openFrame(): WidgetWindow {
    if (this.frame) return this.frame
    const options = this.deps.options()
    if (!options.urls.userSession)
      throw new MissingUrlError('urls.userSession endpoint was not defined')
    this.frame = this.deps.openWindow({
      mode: 'invisible',
      url: options.urls.userSession,
      title: 'Session',
      params: {
        apiKey: options.apiKey,
        authorize: options.authorize,
        credentialsCookie: options.credentialsCookie,
      },
    })
    return this.frame.open()
  }

  private async call(method: string, params?: unknown): Promise<unknown> {
    return this.openFrame().channel.call(method, params)
  }

  async refresh(): Promise<Credentials> {
    this.set(await this.call('getCredentials'))
    return this.credentials
  }

  /** Replaces the credentials and fires the events their change calls for. */
  set(raw: unknown): void {
    const next = normalizeCredentials(raw)
    const previous = this.credentials
    const changed = JSON.stringify(next) !== JSON.stringify(previous)
    const firstTime = !this.known
    this.known = true
    this.credentials = next
    const { events, options, win } = { ...this.deps, options: this.deps.options() }
    if (options.credentialsCookie && options.apiKey && (changed || firstTime)) {
      writeCredentialsCookie(
        win.document,
        options.apiKey,
        next.authCookie,
        options.credentialsCookieCrc,
      )
    }
    if (firstTime) {
      this.settle()
      this.events.fire('ready', next)
      events.fire('sessionReady', next)
    }
    if (!changed) return
    this.announce('change', next)
    if (next.isAuthenticated) {
      this.restartTimer()
      if (!previous.isAuthenticated) this.announce('authenticate', next)
    } else {
      this.stopTimer()
      if (previous.isAuthenticated) this.announce('unauthenticate', next)
    }
  }

  /** Whether the 30-minute refresh is scheduled (signed in). */
  get refreshing(): boolean {
    return this.refreshTimer !== null
  }

  /**
   * Refreshes the credentials every 30 minutes while signed in (SPEC 4.2, 9.2). A change restarts the
   * period (set() calls this again); an unchanged refresh schedules the next one; signing out stops it.
   */
  private restartTimer(): void {
    this.stopTimer()
    this.refreshTimer = this.deps.timers.setTimeout(() => {
      this.refreshTimer = null
      this.refresh()
        .catch((error) => this.deps.log.warn('credential refresh failed', error))
        .then(() => {
          if (this.credentials.isAuthenticated && this.refreshTimer === null) this.restartTimer()
        })
    }, CREDENTIAL_REFRESH_MS)
  }

  private stopTimer(): void {
    if (this.refreshTimer !== null) this.deps.timers.clearTimeout(this.refreshTimer)
    this.refreshTimer = null
  }

  /** Signs the visitor in with a popup: the user-agent flow, or PKCE when mode is 'pkce'. */
  authorize(): Promise<Credentials> {
    return this.deps.options().mode === 'pkce' ? this.authorizePkce() : this.authorizePopup()
  }

  private waitForLogin(w: WidgetWindow): Promise<Record<string, unknown>> {
    return new Promise((resolve, reject) => {
      let settled = false
      w.on('login', (data) => {
        settled = true
        resolve((data ?? {}) as Record<string, unknown>)
        w.close()
      })
      w.on('error', (data) => {
        settled = true
        reject(
          new SignInError(String((data as { message?: unknown })?.message ?? 'Sign-in failed')),
        )
        w.close()
      })
      w.on('closed', () => settled || reject(new SignInError('The sign-in window was closed')))
      w.open()
    })
  }

  /** SilentAuth: the authorize URL in an invisible frame with immediate=true; no visitor input. */
  authorizeSilently(): Promise<Credentials> {
    return this.authorizePopup(true)
  }

  private async authorizePopup(immediate = false): Promise<Credentials> {
    const options = this.deps.options()
    const w = this.deps.openWindow({
      mode: immediate ? 'invisible' : 'popup',
      method: 'POST',
      url: withQuery(options.urls.authorize, { client_id: options.apiKey, type: 'user-agent' }),
      title: 'Sign in',
      ...SIGNIN_WINDOW,
      params: (xd) => ({
        original_referer: this.deps.win.location.href,
        lang: options.lang,
        immediate: String(immediate),
        scope: options.scope.join(' '),
        redirect_uri: withQuery(options.urls.relay, { status: 'success', ...xd }),
      }),
    })
    const result = await this.waitForLogin(w)
    if (result.status !== 'success') throw new SignInError('Sign-in failed')
    const credentials = await this.refresh()
    if (!credentials.isAuthenticated) throw new SignInError('Sign-in failed')
    return credentials
  }

  private async authorizePkce(): Promise<Credentials> {
    const options = this.deps.options()
    const crypto = this.deps.win.crypto
    const state = pkceRandom(crypto)
    const verifier = pkceRandom(crypto)
    const challenge = await pkceChallenge(crypto, verifier)
    const redirectUri = withQuery(options.urls.oauthRedirect, {
      xdOrigin: this.deps.win.location.origin,
    })
    const w = this.deps.openWindow({
      mode: 'popup',
      url: options.urls.pkceAuthorization,
      title: 'Sign in',
      ...PKCE_WINDOW,
      params: {
        client_id: options.apiKey,
        state,
        code_challenge: challenge,
        code_challenge_method: 'S256',
        redirect_uri: redirectUri,
        scope: options.scope.length ? options.scope.join(' ') : DEFAULT_PKCE_SCOPE,
        response_type: 'code',
      },
    })
    const result = await this.waitForLogin(w)
    if (result.state !== state || !result.code) throw new SignInError('Error: OAuth State mismatch')
    let token: unknown
    try {
      token = await this.call('getOauthAccessToken', {
        code: result.code,
        code_verifier: verifier,
        redirect_uri: redirectUri,
      })
    } catch {
      token = null
    }
    const accessToken = (token as { access_token?: unknown } | null)?.access_token
    if (!accessToken) throw new SignInError('Error:Failed to get OAuth accessToken')
    this.set({ ...this.credentials, oauthToken: accessToken })
    return this.credentials
  }

  /** Calls the logout URL (JSONP); a truthy answer means success. Then refreshes credentials. */
  async logout(): Promise<boolean> {
    const options = this.deps.options()
    const result = await this.deps.jsonp(options.urls.logout, {
      oauth_token: this.credentials.oauthToken,
      api_key: options.apiKey,
    })
    if (this.frame) await this.refresh()
    else this.set(NO_CREDENTIALS)
    return Boolean(result)
  }
}
