// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { CookieJar } from './cookies'
import type { StatsRecord } from './sender'
import { startTracker } from './tracker'

type Observed = { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }

function memoryJar(initial: Record<string, string> = {}) {
  const store = new Map(Object.entries(initial))
  const writes: { name: string; value: string; maxAge: number }[] = []
  const jar: CookieJar = {
    read: (name) => store.get(name) ?? null,
    write: (name, value, maxAge) => {
      store.set(name, value)
      writes.push({ name, value, maxAge })
    },
    remove: (name) => void store.delete(name),
  }
  return { jar, store, writes }
}

let observers: Observed[] = []

beforeEach(() => {
  vi.useFakeTimers()
  observers = []
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, options })
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  document.body.innerHTML = '<div data-ab-goal="3"><a href="#x">Beställ</a><p>text</p></div>'
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const entry = (isIntersecting: boolean) =>
  [{ isIntersecting } as IntersectionObserverEntry] as IntersectionObserverEntry[]

function start(jar: CookieJar, goal: 'module' | 'contactForm' | 'shop' | 'comment' = 'module') {
  const sent: StatsRecord[] = []
  const tracker = startTracker({
    postId: 12,
    testId: 3,
    subjectId: 'abc',
    goal,
    bounceRateSeconds: 5,
    goalElement: document.querySelector('[data-ab-goal]'),
    cookies: jar,
    send: (r) => sent.push(r),
    win: window,
  })
  return { sent, tracker }
}

describe('the A/B tracker (spec 4.3)', () => {
  it('records read_page after the bounce-rate delay, not before, with a 365-day cookie', () => {
    const { jar, writes } = memoryJar()
    const { sent } = start(jar)
    vi.advanceTimersByTime(4999)
    expect(sent).toEqual([])
    vi.advanceTimersByTime(1)
    expect(sent).toEqual([{ test_id: 3, subject_id: 'abc', record_type: 'read_page' }])
    expect(writes).toEqual([
      { name: 'et_pb_ab_read_page_123abc', value: 'true', maxAge: 31_536_000 },
    ])
  })

  it('never records a flag whose cookie is already set', () => {
    const { jar } = memoryJar({
      et_pb_ab_read_page_123abc: 'true',
      et_pb_ab_click_goal_123: 'true',
    })
    const { sent } = start(jar)
    vi.advanceTimersByTime(60_000)
    document.querySelector('a')!.click()
    expect(sent).toEqual([])
  })

  it('records each flag once on this page too', () => {
    const { jar } = memoryJar()
    const { sent, tracker } = start(jar)
    document.querySelector('a')!.click()
    document.querySelector('a')!.click()
    expect(tracker.record('click_goal')).toBe(false)
    expect(sent.filter((r) => r.record_type === 'click_goal')).toHaveLength(1)
  })

  it('records read_goal and view_goal when the goal stays visible 3 s after entering at 80%', () => {
    const { jar } = memoryJar()
    const { sent } = start(jar)
    const observer = observers[0]!
    expect(observer.options?.rootMargin).toBe('0px 0px -20% 0px')
    observer.callback(entry(true), {} as IntersectionObserver)
    vi.advanceTimersByTime(2000)
    observer.callback(entry(false), {} as IntersectionObserver)
    vi.advanceTimersByTime(2000)
    expect(sent.map((r) => r.record_type)).not.toContain('read_goal')
    observer.callback(entry(true), {} as IntersectionObserver)
    vi.advanceTimersByTime(2999)
    expect(sent.map((r) => r.record_type)).not.toContain('read_goal')
    vi.advanceTimersByTime(1)
    const goalTypes = sent.map((r) => r.record_type).filter((t) => t !== 'read_page')
    expect(goalTypes).toEqual(['read_goal', 'view_goal'])
  })

  it('records click_goal on the goal button, not on its plain text', () => {
    const { jar } = memoryJar()
    const { sent } = start(jar)
    document.querySelector('p')!.click()
    expect(sent).toEqual([])
    document.querySelector('a')!.click()
    expect(sent).toEqual([{ test_id: 3, subject_id: 'abc', record_type: 'click_goal' }])
  })

  it('sets the shop log cookie on a shop goal click', () => {
    const { jar, store } = memoryJar()
    start(jar, 'shop')
    document.querySelector('a')!.click()
    expect(store.get('et_pb_ab_shop_log')).toBe('12_abc_3')
  })

  it('records con_goal on a contact-form send when that is the goal, and not otherwise', () => {
    const one = memoryJar()
    const { sent } = start(one.jar, 'contactForm')
    window.dispatchEvent(
      new CustomEvent('smedja:conversion', { detail: { type: 'subscription', list: 'x' } }),
    )
    expect(sent).toEqual([])
    window.dispatchEvent(
      new CustomEvent('smedja:conversion', { detail: { type: 'con_goal', form: 0 } }),
    )
    expect(sent).toEqual([{ test_id: 3, subject_id: 'abc', record_type: 'con_goal' }])
    expect(one.store.get('et_pb_ab_con_goal_123abc')).toBe('true')
  })

  it('records a comment conversion when the page returns with a #comment- hash after the click', () => {
    document.body.innerHTML +=
      '<form class="comment-form"><button type="submit">Skicka</button></form>'
    document.querySelector('form')!.addEventListener('submit', (e) => e.preventDefault())
    const { jar, store } = memoryJar()
    const first = start(jar, 'comment')
    document.querySelector<HTMLButtonElement>('form button')!.click()
    expect(store.get('et_pb_ab_comment_log')).toBe('12_abc_3')
    first.tracker.stop()
    window.location.hash = '#comment-41'
    const second = start(jar, 'comment')
    expect(second.sent).toEqual([{ test_id: 3, subject_id: 'abc', record_type: 'con_goal' }])
    expect(store.has('et_pb_ab_comment_log')).toBe(false)
    window.location.hash = ''
  })
})
