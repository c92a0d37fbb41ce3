import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { SCROLL_DEPTHS } from '../../routing'
import {
  createTracker,
  FLUSH_MS,
  gaEventName,
  MAX_BATCH,
  scrollPercent,
  toGtag,
  type Transport,
  type WireEvent,
} from './tracker'

type Sent = { events: WireEvent[]; leaving: boolean }

function setup(answer: (n: number) => boolean = () => true) {
  const sent: Sent[] = []
  let calls = 0
  const transport: Transport = async (body, leaving) => {
    sent.push({ events: (JSON.parse(body) as { e: WireEvent[] }).e, leaving })
    return answer(calls++)
  }
  let view = 0
  const forwarded: WireEvent[] = []
  const tracker = createTracker({
    transport,
    forward: (e) => forwarded.push(e),
    randomId: () => `view${++view}abcdef`,
  })
  const all = () => sent.flatMap((s) => s.events)
  return { tracker, sent, all, forwarded }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('scroll depth', () => {
  it('sends 25, 50, 75 and 100 percent once each per page view, in order', async () => {
    const { tracker, all } = setup()
    tracker.pageView('/industriunderhall')
    tracker.scrolled(30)
    tracker.scrolled(26)
    tracker.scrolled(49)
    tracker.scrolled(80)
    tracker.scrolled(100)
    tracker.scrolled(100)
    tracker.scrolled(10)
    await vi.advanceTimersByTimeAsync(FLUSH_MS)
    const depths = all()
      .filter((e) => e.t === 'scroll')
      .map((e) => e.d)
    expect(depths).toEqual([25, 50, 75, 100])
  })

  it('counts the depths afresh on the next page view, and not for a repeated path', async () => {
    const { tracker, all } = setup()
    tracker.pageView('/a')
    tracker.scrolled(100)
    tracker.pageView('/a')
    tracker.scrolled(100)
    tracker.pageView('/b')
    tracker.scrolled(60)
    await vi.advanceTimersByTimeAsync(FLUSH_MS)
    const byView = new Map<string, number[]>()
    for (const e of all()) {
      const view = e.id.split('.')[0]!
      if (e.t === 'scroll') byView.set(view, [...(byView.get(view) ?? []), e.d!])
    }
    expect([...byView.values()]).toEqual([
      [25, 50, 75, 100],
      [25, 50],
    ])
    expect(all().filter((e) => e.t === 'pageview')).toHaveLength(2)
  })

  it('treats the last two pixels as the end of the page', () => {
    expect(scrollPercent(0, 800, 3200)).toBe(25)
    expect(scrollPercent(1598, 800, 3200)).toBe(74)
    expect(scrollPercent(2398, 800, 3200)).toBe(100)
    expect(scrollPercent(0, 800, 700)).toBe(100)
    expect(SCROLL_DEPTHS).toEqual([25, 50, 75, 100])
  })
})

describe('batching', () => {
  it('waits for company, then sends everything in one batch', async () => {
    const { tracker, sent } = setup()
    tracker.pageView('/')
    tracker.click({ category: 'Industriunderhåll', action: 'Klick', label: 'Beställ' })
    tracker.scrolled(50)
    await vi.advanceTimersByTimeAsync(FLUSH_MS - 1)
    expect(sent).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.events.map((e) => e.t)).toEqual(['pageview', 'click', 'scroll', 'scroll'])
  })

  it(`sends at once when ${MAX_BATCH} events are waiting`, async () => {
    const { tracker, sent } = setup()
    tracker.pageView('/')
    for (let i = 1; i < MAX_BATCH; i++) tracker.click({ category: 'K', action: 'A', label: `${i}` })
    await vi.advanceTimersByTimeAsync(0)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.events).toHaveLength(MAX_BATCH)
  })

  it('sends everything that is waiting when the page is left', async () => {
    const { tracker, sent } = setup()
    tracker.pageView('/')
    for (let i = 0; i < MAX_BATCH + 5; i++) tracker.click({ category: 'K', action: 'A' })
    await tracker.flush(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(sent.flatMap((s) => s.events)).toHaveLength(MAX_BATCH + 6)
    expect(sent.at(-1)!.leaving).toBe(true)
  })
})

describe('event ids', () => {
  it('are unique within a page view and differ between page views', async () => {
    const { tracker, all } = setup()
    tracker.pageView('/a')
    tracker.click({ category: 'K', action: 'A' })
    tracker.pageView('/b')
    tracker.click({ category: 'K', action: 'A' })
    await vi.advanceTimersByTimeAsync(FLUSH_MS)
    const ids = all().map((e) => e.id)
    expect(new Set(ids).size).toBe(4)
    expect(ids).toEqual(['view1abcdef.0', 'view1abcdef.1', 'view2abcdef.0', 'view2abcdef.1'])
  })

  it('sends a batch that failed again with the same ids, after a longer wait', async () => {
    const { tracker, sent } = setup((n) => n > 0)
    tracker.pageView('/')
    tracker.click({ category: 'K', action: 'A', label: 'L' })
    await vi.advanceTimersByTimeAsync(FLUSH_MS)
    expect(sent).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(FLUSH_MS)
    expect(sent).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(FLUSH_MS)
    expect(sent).toHaveLength(2)
    expect(sent[1]!.events.map((e) => e.id)).toEqual(sent[0]!.events.map((e) => e.id))
    expect(tracker.pending()).toBe(0)
  })

  it('keeps events that arrive while a batch is failing, behind it', async () => {
    const { tracker, sent } = setup((n) => n > 0)
    tracker.pageView('/')
    await vi.advanceTimersByTimeAsync(FLUSH_MS)
    tracker.click({ category: 'K', action: 'A' })
    await vi.advanceTimersByTimeAsync(2 * FLUSH_MS)
    expect(sent.at(-1)!.events.map((e) => e.t)).toEqual(['pageview', 'click'])
  })
})

describe('clicks', () => {
  it('need a category and an action; names are trimmed and cut to 100 characters', async () => {
    const { tracker, all, forwarded } = setup()
    tracker.pageView('/')
    tracker.click({ category: ' ', action: 'A' })
    tracker.click({ category: 'K', action: null })
    tracker.click({ category: ' Industriunderhåll ', action: 'Klick', label: 'x'.repeat(150) })
    await vi.advanceTimersByTimeAsync(FLUSH_MS)
    const clicks = all().filter((e) => e.t === 'click')
    expect(clicks).toHaveLength(1)
    expect(clicks[0]).toMatchObject({ c: 'Industriunderhåll', a: 'Klick', p: '/' })
    expect(clicks[0]!.l).toHaveLength(100)
    expect(forwarded).toEqual(clicks)
  })
})

describe('GA4 forwarding', () => {
  type Call = [string, string, Record<string, unknown>]
  const g = globalThis as { gtag?: (...args: Call) => void }
  afterEach(() => {
    delete g.gtag
  })
  const click: WireEvent = {
    id: 'v.1',
    t: 'click',
    p: '/industriunderhall',
    c: 'Industriunderhåll',
    a: 'Klick',
    l: 'Demovideo',
  }

  it('sends the event through gtag when analytics is allowed', () => {
    const calls: Call[] = []
    g.gtag = (...args) => calls.push(args)
    toGtag(click, () => true)
    toGtag({ id: 'v.2', t: 'scroll', p: '/', d: 75 }, () => true)
    expect(calls).toEqual([
      ['event', 'Klick', { event_category: 'Industriunderhåll', event_label: 'Demovideo' }],
      ['event', 'scroll', { percent_scrolled: 75 }],
    ])
  })

  it('makes a valid GA4 event name of any action', () => {
    expect(gaEventName('Klick')).toBe('Klick')
    expect(gaEventName('Spela upp video')).toBe('Spela_upp_video')
    expect(gaEventName('Öppna åtgärd')).toBe('Oppna_atgard')
    expect(gaEventName('3 steg')).toBe('steg')
    expect(gaEventName('!!!')).toBe('click')
  })

  it('sends nothing without analytics consent', () => {
    const calls: Call[] = []
    g.gtag = (...args) => calls.push(args)
    toGtag(click, () => false)
    expect(calls).toEqual([])
  })

  it('tries again after 500 ms, 1 s and 2 s when gtag is not there yet, then gives up', async () => {
    const waits: number[] = []
    const later = (run: () => void, ms: number) => {
      waits.push(ms)
      run()
    }
    toGtag(click, () => true, 0, later)
    expect(waits).toEqual([500, 1000, 2000])

    const calls: Call[] = []
    let attempts = 0
    toGtag(
      click,
      () => true,
      0,
      (run, ms) => {
        waits.push(ms)
        if (++attempts === 2) g.gtag = (...args) => calls.push(args)
        run()
      },
    )
    expect(calls).toHaveLength(1)
  })
})
