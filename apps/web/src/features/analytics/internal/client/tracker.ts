import {
  ANALYTICS_PATH,
  SCROLL_DEPTHS,
  TAG_ATTRIBUTES,
  TAG_MAX,
  type AnalyticsTag,
} from '../../routing'

/**
 * One event on the wire (compact keys, it goes out with every batch): `id` is the page view's random
 * id and a sequence number, so a batch sent twice is stored once; `p` the path without query or hash
 * (a query may carry personal data); `c`/`a`/`l` a click's category, action and label; `d` a depth.
 */
export type WireEvent = {
  id: string
  t: 'pageview' | 'click' | 'scroll'
  p: string
  c?: string
  a?: string
  l?: string
  d?: number
}

/** Sends one batch; true when it was handed over (or refused for good), false to try again later. */
export type Transport = (body: string, leaving: boolean) => Promise<boolean>

export type TrackerOptions = {
  transport: Transport
  /** Called for each click and scroll event (GA4 through gtag, when consented). */
  forward?: (event: WireEvent) => void
  randomId?: () => string
  setTimer?: (run: () => void, ms: number) => unknown
  clearTimer?: (timer: unknown) => void
}

/** A batch waits at most this long for company… */
export const FLUSH_MS = 1000
/** …or goes as soon as it holds this many events. */
export const MAX_BATCH = 25
/** Events kept while the server cannot be reached; the oldest go first. */
export const MAX_QUEUE = 200
const MAX_RETRY_MS = 30_000

/** How far down the page the visitor has seen, in percent; the last two pixels count as the end. */
export function scrollPercent(top: number, viewport: number, height: number): number {
  const bottom = top + viewport
  if (height <= 0 || bottom >= height - 2) return 100
  return Math.floor((bottom / height) * 100)
}

function defaultId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(9))
  return (
    Array.from(bytes, (b) => (b % 36).toString(36)).join('') + Date.now().toString(36).slice(-3)
  )
}

export type Tracker = ReturnType<typeof createTracker>

/**
 * The browser side of first-party analytics, free of the DOM so it can be tested: page views,
 * tagged clicks and the four scroll depths (each once per page view, spec 7.4, 9.8), batched and
 * sent through `transport`; a batch that could not be sent is kept and sent again with the same ids.
 */
export function createTracker({
  transport,
  forward,
  randomId = defaultId,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as number),
}: TrackerOptions) {
  let view = ''
  let path = ''
  let seq = 0
  let reached = new Set<number>()
  let queue: WireEvent[] = []
  let timer: unknown = null
  let sending = false
  let retryMs = FLUSH_MS

  function schedule(ms: number) {
    if (timer === null) timer = setTimer(() => ((timer = null), void flush()), ms)
  }

  function push(event: Omit<WireEvent, 'id' | 'p'>) {
    if (!view) return
    const full = { id: `${view}.${seq++}`, p: path, ...event } as WireEvent
    queue.push(full)
    if (queue.length > MAX_QUEUE) queue = queue.slice(-MAX_QUEUE)
    if (full.t !== 'pageview') forward?.(full)
    if (queue.length >= MAX_BATCH && !sending) void flush()
    else schedule(FLUSH_MS)
  }

  async function flush(leaving = false): Promise<void> {
    if (timer !== null) clearTimer(timer)
    timer = null
    if (!queue.length || (sending && !leaving)) return
    const batch = queue.slice(0, MAX_BATCH)
    queue = queue.slice(batch.length)
    sending = true
    let ok = false
    try {
      ok = await transport(JSON.stringify({ e: batch }), leaving)
    } catch {
      ok = false
    }
    sending = false
    if (ok) {
      retryMs = FLUSH_MS
      if (queue.length && leaving) void flush(true)
      else if (queue.length) schedule(FLUSH_MS)
      return
    }
    // Back in front, ids unchanged: the server stores each id once however often it arrives.
    queue = [...batch, ...queue].slice(-MAX_QUEUE)
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS)
    if (!leaving) schedule(retryMs)
  }

  return {
    /** A new page view (first load or client-side navigation): new id, depths counted afresh. */
    pageView(newPath: string) {
      if (newPath === path && view) return
      view = randomId()
      seq = 0
      path = newPath.slice(0, 300)
      reached = new Set()
      push({ t: 'pageview' })
    },
    click(tag: AnalyticsTag) {
      const part = (v: string | null | undefined) => (v ?? '').trim().slice(0, TAG_MAX)
      const c = part(tag.category)
      const a = part(tag.action)
      if (c && a) push({ t: 'click', c, a, l: part(tag.label) })
    },
    /** The visitor has seen `percent` of the page: each depth passed for the first time is sent. */
    scrolled(percent: number) {
      for (const depth of SCROLL_DEPTHS) {
        if (percent < depth || reached.has(depth)) continue
        reached.add(depth)
        push({ t: 'scroll', d: depth })
      }
    },
    flush,
    /** Events not yet sent (for tests). */
    pending: () => queue.length,
  }
}

/**
 * A GA4 event name for an action: GA4 takes letters, digits and underscores, starting with a letter,
 * at most 40 characters ("Spela upp" → Spela_upp, "Öppna" → Oppna); the action itself stays readable
 * in our own statistics.
 */
export function gaEventName(action: string): string {
  const name = action
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .replace(/^[^A-Za-z]+/, '')
    .slice(0, 40)
  return name || 'click'
}

type Gtag = (command: 'event', name: string, params: Record<string, unknown>) => void

/** GA4 retries (spec 9.8): if gtag is not there yet, try again after 500 ms, 1 s and 2 s. */
export function toGtag(
  event: WireEvent,
  allowed: () => boolean,
  attempt = 0,
  later: (run: () => void, ms: number) => void = (run, ms) => void setTimeout(run, ms),
): void {
  if (!allowed()) return
  const gtag = (globalThis as { gtag?: Gtag }).gtag
  if (typeof gtag === 'function') {
    if (event.t === 'scroll') gtag('event', 'scroll', { percent_scrolled: event.d })
    else
      gtag('event', gaEventName(event.a ?? ''), { event_category: event.c, event_label: event.l })
  } else if (attempt < 3) {
    later(() => toGtag(event, allowed, attempt + 1, later), 500 * 2 ** attempt)
  }
}

/** sendBeacon, else fetch (keepalive, so it outlives the page); a 4xx other than 429 is final. */
export const beaconTransport: Transport = async (body) => {
  if (navigator.sendBeacon?.(ANALYTICS_PATH, body)) return true
  try {
    const response = await fetch(ANALYTICS_PATH, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    })
    return (
      response.ok || (response.status >= 400 && response.status < 500 && response.status !== 429)
    )
  } catch {
    return false
  }
}

/** The tags of `start` and every element around it (innermost first): a click counts for each. */
export function tagsAround(start: Element | null): AnalyticsTag[] {
  const tags: AnalyticsTag[] = []
  for (let el = start; el; el = el.parentElement) {
    const category = el.getAttribute(TAG_ATTRIBUTES.category)
    if (category)
      tags.push({
        category,
        action: el.getAttribute(TAG_ATTRIBUTES.action),
        label: el.getAttribute(TAG_ATTRIBUTES.label),
      })
  }
  return tags
}
