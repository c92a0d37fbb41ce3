import { ApiClient } from './api/client'
import { createApi, type NetworkApi } from './api/resources'
import type { ApiTransport } from './api/transport'
import { DeprecatedError, NoXdObjectError, type NetworkError } from './errors'
import { originOf, readStorage, windowContext, windowNameData } from './env'
import { EventBus, type Handler } from './events'
import { detectFrame, FrameMode } from './frame'
import { jsonp, loadScript } from './jsonp'
import { createLogger, type Logger } from './logger'
import {
  defaultOptions,
  OptionStore,
  parseScriptOptions,
  type NetworkOptions,
  type OptionInput,
} from './options'
import { TAG_SELECTOR, TagParser } from './parser'
import { type Credentials, SIGNIN_WINDOW, UserSession } from './session'
import { injectStyles } from './styles'
import { BUILT_IN_TAGS } from './tags'
import type { Callback, TagDefinition, TagInstance, TagServices, UiText } from './tags/types'
import { browserTimers, type Timers } from './ui'
import { WidgetWindow, type WidgetWindowOptions } from './windows'
import { XdHub } from './xd'

/** Extension prefetched on initialise (SPEC 7.2). */
export const PREFETCHED_EXTENSIONS = ['CORP_RECRUITER']

const TEXTS: Record<string, Record<UiText, string>> = {
  en: {
    share: 'Share',
    recommend: 'Recommend',
    company: 'View company',
    member: 'View profile',
    jobs: 'See jobs',
  },
  sv: {
    share: 'Dela',
    recommend: 'Rekommendera',
    company: 'Visa företag',
    member: 'Visa profil',
    jobs: 'Se jobb',
  },
}

export interface CreateNetworkConfig {
  /** The window to run in (defaults to the global window). */
  window?: Window
  /** The script tag that loaded the SDK: its origin is the host, its body holds options. */
  script?: HTMLScriptElement | null
  /** Options by API (applied after the script body). */
  options?: OptionInput
  /** Replaces the API proxy frame (tests, or pages that reach the API another way). */
  transport?: ApiTransport
}

/**
 * The professional-network widget framework on one page: options, events, tag parsing, the
 * visitor's session and the member API. The IIFE build exposes one instance as window.IN.
 */
export class Network {
  readonly win: Window
  readonly log: Logger
  readonly events: EventBus
  readonly hub: XdHub
  readonly session: UserSession
  readonly frame: FrameMode | null
  readonly API: NetworkApi
  private readonly store: OptionStore
  private readonly timers: Timers
  private readonly definitions = new Map<string, TagDefinition>(Object.entries(BUILT_IN_TAGS))
  private readonly parser: TagParser
  private readonly services: TagServices
  private instances: TagInstance[] = []
  private initializing: Promise<void> | null = null
  private proxy: WidgetWindow | null = null
  private transport: ApiTransport | undefined

  constructor(config: CreateNetworkConfig = {}) {
    const win = config.window ?? window
    this.win = win
    this.timers = browserTimers(win)
    const scriptSrc = config.script?.src
    const host = scriptSrc ? originOf(scriptSrc, win.location.href) : win.location.origin
    const named = windowNameData(win)
    this.store = new OptionStore(
      defaultOptions({
        host,
        debugFlag: readStorage(win, 'xdoor.debug') === 'true' || named.debug === true,
      }),
    )
    this.log = createLogger(() => this.store.value)
    this.events = new EventBus(
      () => this.store.value.compat,
      (error) => this.log.error('event handler failed', error),
    )
    const scriptText = config.script?.text?.trim()
    if (scriptText) this.applyOptions(parseScriptOptions(scriptText))
    if (config.options) this.applyOptions(config.options)
    this.transport = config.transport
    this.hub = new XdHub(win, this.log)
    const openWindow = (options: WidgetWindowOptions) => this.createWindow(options)
    const jsonpCall = (url: string, params: Record<string, unknown>) => jsonp(win, url, params)
    this.session = new UserSession({
      win,
      options: () => this.options,
      events: this.events,
      log: this.log,
      timers: this.timers,
      openWindow,
      jsonp: jsonpCall,
    })
    const client = new ApiClient(
      () => this.apiTransport(),
      {
        token: () => this.session.credentials.oauthToken ?? this.session.credentials.anonymousToken,
        isAuthenticated: () => this.session.credentials.isAuthenticated,
        ready: () =>
          this.isInitialized && this.options.apiKey && !this.frame
            ? this.session.settled
            : Promise.resolve(),
      },
      this.timers,
    )
    this.API = createApi(client)
    const store = this.store
    this.services = {
      win,
      get options() {
        return store.value
      },
      log: this.log,
      timers: this.timers,
      events: this.events,
      api: this.API,
      openWindow: (options) => this.openWindow(options),
      jsonp: jsonpCall,
      isAuthenticated: () => this.session.credentials.isAuthenticated,
      callbacks: (names) => this.callbacks(names),
      text: (key) => (TEXTS[this.options.lang.slice(0, 2)] ?? TEXTS.en)?.[key] ?? key,
    }
    this.parser = new TagParser({
      services: this.services,
      definitions: this.definitions,
      loadExtension: (name) => loadScript(win, this.extensionUrl(name)),
      report: (error, element) => this.report(error, element),
    })
    const info = detectFrame(win)
    this.frame = info
      ? new FrameMode(
          {
            win,
            hub: this.hub,
            log: this.log,
            options: () => this.options,
            openWindow,
            onError: (e) => this.report(e as NetworkError),
          },
          info,
        )
      : null
  }

  get options(): NetworkOptions {
    return this.store.value
  }

  get isInitialized(): boolean {
    return this.store.isFrozen
  }

  /** Where the page runs: 'popup', 'iframe' or 'page'. */
  get context(): 'popup' | 'iframe' | 'page' {
    return windowContext(this.win)
  }

  get credentials(): Credentials {
    return this.session.credentials
  }

  /** Changes options; throws OptionsFrozenError once the framework has initialized. */
  applyOptions(input: OptionInput): void {
    const { deprecated } = this.store.apply(input)
    for (const name of deprecated) this.log.warn(`${name} is deprecated; use parse (its inverse)`)
  }

  /**
   * Initializes the framework once: freezes the options, fires initialize, starts the session
   * (with an apiKey), parses the page's tags (unless parse is false) and fires ready.
   */
  init(input?: OptionInput): Promise<void> {
    if (input && Object.keys(input).length) this.applyOptions(input)
    if (this.initializing) return this.initializing
    this.store.freeze()
    this.initializing = this.start()
    return this.initializing
  }

  private async start(): Promise<void> {
    const { win } = this
    const options = this.options
    this.events.fire('initialize', options)
    if (!this.frame)
      for (const name of PREFETCHED_EXTENSIONS) this.prefetch(this.extensionUrl(name))
    // Frames and the session frame need a body to go into.
    await domReady(win.document)
    this.frame?.start()
    if (options.apiKey && !this.frame) {
      this.session
        .start()
        .catch((error) => this.log.warn('session unavailable:', (error as Error).message))
    } else this.session.skip()
    const parsing = options.parse ? this.parse() : Promise.resolve()
    this.events.fire('ready', this)
    for (const fn of this.callbacks(options.onLoad)) fn(this)
    await parsing
  }

  /**
   * Renders every unprocessed IN/ tag below root. Resolves once all of them rendered (or failed);
   * then fires 'rendered' with the number of tags.
   */
  async parse(root: ParentNode = this.win.document): Promise<void> {
    // Frames of the service usually have no tags (and a CSP without inline styles).
    if (root.querySelector(TAG_SELECTOR)) injectStyles(this.win.document)
    const instances = await this.parser.parse(root)
    this.instances.push(...instances)
    this.events.fire('rendered', { count: instances.length })
  }

  /** Reloads every tag (after the visitor signed in through a widget). */
  reloadTags(): void {
    for (const instance of this.instances) instance.reload?.()
  }

  /** Removes every tag and window of this framework and stops listening (single-page apps). */
  destroy(): void {
    for (const instance of this.instances.splice(0)) instance.destroy?.()
    this.frame?.stop()
    this.proxy?.close()
    this.hub.destroy()
  }

  /** Registers a tag type (extensions call this). */
  registerTag(name: string, definition: TagDefinition): void {
    this.definitions.set(name, definition)
  }

  /** Every network window gets the lang option, so frames render in the page's language. */
  private createWindow(options: WidgetWindowOptions): WidgetWindow {
    const lang = this.options.lang
    const { params } = options
    const withLang: WidgetWindowOptions = {
      ...options,
      params:
        typeof params === 'function'
          ? (xd) => ({ lang, ...params(xd) })
          : { lang, ...(params ?? {}) },
    }
    return new WidgetWindow({ win: this.win, hub: this.hub, debug: this.options.debug }, withLang)
  }

  /** A widget window: a login it reports reloads the credentials and every tag. */
  openWindow(options: WidgetWindowOptions): WidgetWindow {
    const w = this.createWindow(options)
    w.on('login', (data) => {
      this.events.fire('login', data)
      void this.reloadAfterLogin()
    })
    return w
  }

  private async reloadAfterLogin(): Promise<void> {
    if (this.options.apiKey) {
      await this.session.refresh().catch((error) => this.log.warn('refresh failed', error))
    }
    this.reloadTags()
  }

  private apiTransport(): ApiTransport {
    if (this.transport) return this.transport
    const proxy = (this.proxy ??= this.createWindow({
      mode: 'invisible',
      url: this.options.urls.apiProxy,
      title: 'API',
      role: 'apiProxy',
    }).open())
    return {
      send: async (request) =>
        (await proxy.channel.call('request', request)) as Awaited<ReturnType<ApiTransport['send']>>,
    }
  }

  private extensionUrl(name: string): string {
    return `${this.options.host}/extensions/${encodeURIComponent(name)}.js`
  }

  private prefetch(href: string): void {
    const doc = this.win.document
    const link = doc.createElement('link')
    link.rel = 'prefetch'
    link.as = 'script'
    link.href = href
    ;(doc.head ?? doc.documentElement).appendChild(link)
  }

  /** Global functions named in a comma list (or a function itself). */
  callbacks(names: unknown): Callback[] {
    if (typeof names === 'function') return [names as Callback]
    if (typeof names !== 'string' || !names.trim()) return []
    const found: Callback[] = []
    for (const name of names
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean)) {
      const fn = name
        .split('.')
        .reduce<unknown>(
          (scope, key) =>
            scope && typeof scope === 'object'
              ? (scope as Record<string, unknown>)[key]
              : undefined,
          this.win,
        )
      if (typeof fn === 'function') found.push(fn as Callback)
      else this.log.warn(`callback ${name} is not a function`)
    }
    return found
  }

  private report(error: NetworkError, element?: HTMLScriptElement): void {
    this.log.error(error.message)
    element?.setAttribute('data-in-error', error.message)
    this.events.fire('error', error)
  }

  // The IN namespaces of the embeddable API.

  /** Also takes the legacy form on(IN, name, handler): a leading target object is skipped. */
  readonly Event = {
    on: (...args: EventArgs) => this.events.on(...eventArgs(args)),
    onOnce: (...args: EventArgs) => this.events.once(...eventArgs(args)),
    off: (...args: EventArgs) => this.events.off(...eventArgs(args)),
  }

  readonly User = {
    /** Signs in with a popup; with { immediate: true } silently, in an invisible frame. */
    authorize: (callback?: Callback, options?: { immediate?: boolean }): Promise<Credentials> =>
      (options?.immediate ? this.session.authorizeSilently() : this.session.authorize()).then(
        (credentials) => {
          callback?.(credentials)
          return credentials
        },
      ),
    logout: (callback?: Callback): Promise<boolean> =>
      this.session.logout().then((ok) => {
        if (ok) callback?.()
        return ok
      }),
    isAuthorized: (): boolean => this.session.credentials.isAuthenticated,
    refresh: (): Promise<Credentials> => this.session.refresh(),
    /** The session's events under the spec's names: authenticate, unauthenticate, change, ready. */
    Event: {
      on: (name: string, handler: Handler) => this.session.events.on(name, handler),
      onOnce: (name: string, handler: Handler) => this.session.events.once(name, handler),
      off: (name: string, handler: Handler) => this.session.events.off(name, handler),
    },
  }

  /** The settings debugger (SPEC 2.2): a popup. */
  readonly Settings = {
    open: (): WidgetWindow =>
      this.openWindow({
        mode: 'popup',
        url: `${this.options.host}/cws/settings`,
        title: 'Settings',
        ...SIGNIN_WINDOW,
      }).open(),
  }

  /** Job apply (SPEC 2.2): a modal over the page. */
  readonly Jobs = {
    apply: (jobCode: string): WidgetWindow =>
      this.openWindow({
        mode: 'modal',
        url: `${this.options.host}/cws/job/apply`,
        title: 'Apply',
        params: { jobCode: String(jobCode) },
      }).open(),
  }

  readonly Tags = {
    register: (name: string, definition: TagDefinition) => this.registerTag(name, definition),
    names: (): string[] => [...this.definitions.keys()],
  }

  /** Frame mode helpers for pages of the network service. */
  readonly Frame = {
    send: (type: string, data?: unknown) => this.frameMode().send(type, data),
    handle: (method: string, handler: (params: unknown) => unknown) =>
      this.frameMode().handle(method, handler),
    close: () => this.frameMode().close(),
    signin: () => this.frameMode().openSignin(),
  }

  /** Removed legacy functions (SPEC 8.2). */
  readonly UI = {
    Authorize: removed('IN.UI.Authorize'),
    Share: removed('IN.UI.Share'),
  }

  private frameMode(): FrameMode {
    if (!this.frame) throw new NoXdObjectError(this.win.location.href)
    return this.frame
  }
}

type EventArgs = [string, Handler] | [unknown, string, Handler]

const eventArgs = (args: EventArgs): [string, Handler] =>
  (args.length === 3 ? [args[1], args[2]] : args) as [string, Handler]

const removed = (name: string) => (): never => {
  throw new DeprecatedError(name)
}

function domReady(doc: Document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve()
  return new Promise((resolve) =>
    doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
  )
}

/** Creates the framework for a page (or, with config.window, for another window). */
export function createNetwork(config: CreateNetworkConfig = {}): Network {
  return new Network(config)
}
