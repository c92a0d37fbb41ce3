import type { AttributeRules } from '../attributes'
import type { EventBus } from '../events'
import type { Logger } from '../logger'
import type { NetworkOptions } from '../options'
import type { NetworkApi } from '../api/resources'
import type { Timers } from '../ui'
import type { WidgetWindow, WidgetWindowOptions } from '../windows'

export type Callback = (...args: unknown[]) => unknown

/** What the framework gives a tag to work with. */
export interface TagServices {
  win: Window
  options: NetworkOptions
  log: Logger
  timers: Timers
  events: EventBus
  api: NetworkApi
  openWindow(options: WidgetWindowOptions): WidgetWindow
  jsonp(url: string, params: Record<string, unknown>): Promise<unknown>
  isAuthenticated(): boolean
  /** Resolves comma-separated global function names (onsuccess, onerror attributes). */
  callbacks(names: unknown): Callback[]
  /** A UI text in the configured language. */
  text(key: UiText): string
}

export type UiText = 'share' | 'recommend' | 'company' | 'member' | 'jobs'

export interface TagContext {
  services: TagServices
  /** The <script type="IN/..."> element. */
  element: HTMLScriptElement
  /** Where the tag renders: an element inserted right after the script element. */
  root: HTMLElement
  attrs: Record<string, unknown>
}

export interface TagInstance {
  /** Resolves once the tag is shown: its frame reported ready, or its markup is in place. */
  rendered: Promise<void>
  /** Loads the tag again (after the visitor signed in). */
  reload?(): void
  destroy?(): void
}

export interface TagDefinition {
  rules: AttributeRules
  /** Returns null when the tag decides not to render (for example a profile without id). */
  create(context: TagContext): TagInstance | null
}

export const str = (value: unknown): string | undefined =>
  value === undefined || value === null || value === '' ? undefined : String(value)
