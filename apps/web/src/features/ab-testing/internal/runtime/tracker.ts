import {
  AB_COOKIE_MAX_AGE,
  COMMENT_LOG_COOKIE,
  flagCookieName,
  GOAL_ENTRY_OFFSET,
  pendingLogValue,
  READ_GOAL_DELAY_MS,
  SHOP_LOG_COOKIE,
  shortcodeTrackCookie,
  type GoalKind,
  type RecordType,
} from '../contract'
import type { CookieJar } from './cookies'
import type { StatsRecord } from './sender'

export type TrackerOptions = {
  postId: number
  testId: number
  subjectId: string
  goal: GoalKind
  /** Spec 9.7: bounce delay = ab_bounce_rate × 1000 ms. */
  bounceRateSeconds: number
  /** The goal module on the page (marked `data-ab-goal`), if the goal is one. */
  goalElement: Element | null
  cookies: CookieJar
  send: (record: StatsRecord) => void
  win: Window
}

/**
 * One test's tracking for the visitor's subject (spec 4.3). Each flag is restored from its cookie;
 * recording a flag sets the cookie for 365 days, so it is never recorded again, on this page or any
 * later one. Returns a stop function.
 */
export function startTracker(options: TrackerOptions): {
  record: (type: RecordType) => boolean
  stop: () => void
} {
  const { postId, testId, subjectId, cookies, win, goalElement, goal } = options
  const cleanups: (() => void)[] = []
  const name = (type: RecordType) => flagCookieName(type, postId, testId, subjectId)
  const isSet = (type: RecordType) => cookies.read(name(type)) === 'true'

  const record = (type: RecordType): boolean => {
    if (isSet(type)) return false
    cookies.write(name(type), 'true', AB_COOKIE_MAX_AGE)
    options.send({ test_id: testId, subject_id: subjectId, record_type: type })
    return true
  }

  // A conversion tracker module on another page records con_short for the subject seen here.
  if (goal === 'tracker')
    cookies.write(
      shortcodeTrackCookie(postId),
      pendingLogValue(postId, subjectId, testId),
      AB_COOKIE_MAX_AGE,
    )

  // read_page: the visitor stayed past the bounce-rate delay.
  if (!isSet('read_page')) {
    const timer = win.setTimeout(() => record('read_page'), options.bounceRateSeconds * 1000)
    cleanups.push(() => win.clearTimeout(timer))
  }

  const Observer = (win as Window & typeof globalThis).IntersectionObserver
  if (goalElement && typeof Observer === 'function') {
    // read_goal and view_goal: still visible 3 s after entering at the 80% offset (its top above 80%
    // of the viewport's height).
    let timer: number | undefined
    const observer = new Observer(
      (entries: IntersectionObserverEntry[]) => {
        const visible = entries.some((entry) => entry.isIntersecting)
        if (visible && timer === undefined) {
          timer = win.setTimeout(() => {
            record('read_goal')
            record('view_goal')
            observer.disconnect()
          }, READ_GOAL_DELAY_MS)
        } else if (!visible && timer !== undefined) {
          win.clearTimeout(timer)
          timer = undefined
        }
      },
      { rootMargin: `0px 0px -${Math.round((1 - GOAL_ENTRY_OFFSET) * 100)}% 0px` },
    )
    if (!(isSet('read_goal') && isSet('view_goal'))) observer.observe(goalElement)
    cleanups.push(() => {
      observer.disconnect()
      if (timer !== undefined) win.clearTimeout(timer)
    })

    // click_goal: a click on the goal or on its button. A shop goal also leaves the pending purchase
    // for the order-received page (spec 4.3).
    const onClick = (event: Event) => {
      const target = event.target as Element | null
      if (
        !target?.closest?.('a, button, [role="button"], input[type="submit"]') &&
        target !== goalElement
      )
        return
      record('click_goal')
      if (goal === 'shop')
        cookies.write(
          SHOP_LOG_COOKIE,
          pendingLogValue(postId, subjectId, testId),
          AB_COOKIE_MAX_AGE,
        )
    }
    goalElement.addEventListener('click', onClick)
    cleanups.push(() => goalElement.removeEventListener('click', onClick))
  }

  // con_goal on this page: a contact-form send or a newsletter subscription (features/forms), when
  // the goal is that kind of conversion or the module it happened in.
  const onConversion = (event: Event) => {
    const detail = (event as CustomEvent<{ type?: string }>).detail
    const kind =
      detail?.type === 'subscription'
        ? 'newsletter'
        : detail?.type === 'con_goal'
          ? 'contactForm'
          : null
    if (!kind) return
    if (goal === kind || (goal === 'module' && goalElement?.querySelector('form')))
      record('con_goal')
  }
  win.addEventListener('smedja:conversion', onConversion)
  cleanups.push(() => win.removeEventListener('smedja:conversion', onConversion))

  // Comments: the button click leaves the pending conversion; the page returning with a '#comment-'
  // hash (spec 2.3), or the form reporting its success on this page, records it.
  if (goal === 'comment') {
    const onClick = (event: Event) => {
      const button = (event.target as Element | null)?.closest?.(
        'button[type="submit"], input[type="submit"]',
      )
      if (button?.closest('.comment-form, form[data-comment-form], #respond'))
        cookies.write(
          COMMENT_LOG_COOKIE,
          pendingLogValue(postId, subjectId, testId),
          AB_COOKIE_MAX_AGE,
        )
    }
    const onPosted = () => {
      if (cookies.read(COMMENT_LOG_COOKIE)) {
        cookies.remove(COMMENT_LOG_COOKIE)
        record('con_goal')
      }
    }
    win.document.addEventListener('click', onClick, true)
    win.addEventListener('smedja:comment-posted', onPosted)
    if (win.location.hash.startsWith('#comment-')) onPosted()
    cleanups.push(() => {
      win.document.removeEventListener('click', onClick, true)
      win.removeEventListener('smedja:comment-posted', onPosted)
    })
  }

  return { record, stop: () => cleanups.forEach((cleanup) => cleanup()) }
}
