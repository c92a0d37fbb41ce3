import { hasConsent } from '@/features/consent/client'

import { AB_COOKIE_MAX_AGE, ACTION_GET_SUBJECT, VISITOR_COOKIE, type GoalKind } from '../contract'
import { AB_CONSENT_CATEGORY } from '../consentCategory'
import { AB_READY_EVENT } from '../ready'
import { documentCookies, type CookieJar } from './cookies'
import { createSender } from './sender'
import { startTracker } from './tracker'

type PageConfig = {
  ajaxurl: string
  et_frontend_nonce: string
  et_ab_log_nonce: string
  builderMode: boolean
}

function readConfig(doc: Document): PageConfig | null {
  try {
    const config = JSON.parse(
      doc.getElementById('smedja-config')?.textContent ?? '',
    ) as Partial<PageConfig>
    if (typeof config.ajaxurl !== 'string' || typeof config.et_frontend_nonce !== 'string')
      return null
    return {
      ajaxurl: config.ajaxurl,
      et_frontend_nonce: config.et_frontend_nonce,
      et_ab_log_nonce: String(config.et_ab_log_nonce ?? ''),
      builderMode: config.builderMode === true,
    }
  } catch {
    return null
  }
}

/** Shows one subject of a slot (the control when `subjectId` is null) and takes the others out of use. */
export function showSubject(
  slot: HTMLElement,
  mark: string | null,
  content = '',
): HTMLElement | null {
  const control = `${slot.dataset.abPost}_${slot.dataset.abControl}`
  const subjects = [...slot.querySelectorAll<HTMLElement>(':scope > [data-ab-subject]')]
  let shown = subjects.find((element) => element.dataset.abSubject === (mark ?? control)) ?? null
  if (!shown && mark && content) {
    // Not on the page (an older cached copy): the server's HTML of it, placed in the same cell.
    shown = slot.ownerDocument.createElement('div')
    shown.className = 'ab-subject'
    shown.dataset.abSubject = mark
    shown.innerHTML = content
    slot.append(shown)
  }
  shown ??= subjects.find((element) => element.dataset.abSubject === control) ?? null
  for (const element of subjects) {
    if (element === shown) continue
    // Kept in the grid cell so the slot keeps its height; out of reach for every user.
    element.setAttribute('inert', '')
    element.setAttribute('aria-hidden', 'true')
  }
  shown?.setAttribute('data-ab-shown', '')
  return shown
}

type Answer = { id: string; content: string; visitor: string }

/** How long the runtime waits for a subject before showing the control (and counting nothing). */
const ANSWER_TIMEOUT_MS = 5000

/** The subject ids a slot has on this page (`{postId}_{subjectId}` marks, without the post). */
const subjectsOnPage = (slot: HTMLElement) =>
  [...slot.querySelectorAll<HTMLElement>(':scope > [data-ab-subject]')]
    .map((element) => (element.dataset.abSubject ?? '').split('_')[1] ?? '')
    .filter(Boolean)

async function fetchSubject(
  config: PageConfig,
  slot: HTMLElement,
  visitor: string | null,
  doFetch: typeof fetch,
): Promise<Answer | null> {
  const body = new URLSearchParams()
  body.set('action', ACTION_GET_SUBJECT)
  body.set('et_frontend_nonce', config.et_frontend_nonce)
  body.set('et_pb_ab_test_id', String(Number(slot.dataset.abTest)))
  if (visitor) body.set('visitor', visitor)
  // The server then knows whether this page can show the subject it picks without its HTML.
  body.set('subjects', subjectsOnPage(slot).join(','))
  const abort = new AbortController()
  const timer = setTimeout(() => abort.abort(), ANSWER_TIMEOUT_MS)
  try {
    const response = await doFetch(config.ajaxurl, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      signal: abort.signal,
    })
    const reply = (await response.json()) as { success?: boolean; data?: Partial<Answer> }
    const data = reply.data
    if (!reply.success || typeof data?.id !== 'string' || typeof data.visitor !== 'string')
      return null
    return {
      id: data.id,
      content: typeof data.content === 'string' ? data.content : '',
      visitor: data.visitor,
    }
  } catch {
    return null
  } finally {
    clearTimeout(timer)
  }
}

let started: Promise<void> | null = null

/**
 * The page's A/B runtime (spec 4.3): asks the server for the visitor's subject in every test on the
 * page, shows it, and only then lets the page's modules start (`smedja:ab-ready`, and
 * `data-ab-ready` on <html>). In builder mode, or without the visitor's consent to analytics
 * cookies, every slot shows its control and nothing is asked for or recorded.
 */
export function startAbRuntime(
  win: Window = window,
  deps: { fetch?: typeof fetch; cookies?: CookieJar } = {},
): Promise<void> {
  started ??= run(
    win,
    deps.fetch ?? win.fetch.bind(win),
    deps.cookies ?? documentCookies(win.document),
  )
  return started
}

/** For the tests: lets startAbRuntime run again. */
export function resetAbRuntime(): void {
  started = null
}

async function run(win: Window, doFetch: typeof fetch, cookies: CookieJar): Promise<void> {
  const doc = win.document
  const slots = [...doc.querySelectorAll<HTMLElement>('.ab-test[data-ab-test]')]
  const config = readConfig(doc)
  const tracking =
    config !== null &&
    !config.builderMode &&
    !doc.body.dataset.builderMode &&
    hasConsent(AB_CONSENT_CATEGORY)
  const ready = () => {
    doc.documentElement.dataset.abReady = 'true'
    win.dispatchEvent(new CustomEvent(AB_READY_EVENT))
  }
  if (!tracking || !config) {
    for (const slot of slots) showSubject(slot, null)
    ready()
    return
  }
  let visitor = cookies.read(VISITOR_COOKIE)
  const answers: (Answer | null)[] = []
  // One after another: the first answer may give this visitor their id, which the next must send.
  for (const slot of slots) {
    const answer = await fetchSubject(config, slot, visitor, doFetch)
    if (answer && answer.visitor !== visitor) {
      visitor = answer.visitor
      cookies.write(VISITOR_COOKIE, visitor, AB_COOKIE_MAX_AGE)
    }
    answers.push(answer)
  }
  const sender = visitor
    ? createSender({
        ajaxurl: config.ajaxurl,
        nonce: config.et_ab_log_nonce,
        visitor,
        fetch: doFetch,
      })
    : null
  slots.forEach((slot, index) => {
    const answer = answers[index]
    const shown = showSubject(slot, answer?.id ?? null, answer?.content)
    // Not answered (the test stopped, the network failed), or the subject could not be shown (not
    // on this page and no HTML for it): the control, and nothing recorded for a subject not seen.
    if (!answer || !sender || shown?.dataset.abSubject !== answer.id) return
    const testId = Number(slot.dataset.abTest)
    startTracker({
      postId: Number(slot.dataset.abPost),
      testId,
      subjectId: answer.id.slice(answer.id.indexOf('_') + 1),
      goal: (slot.dataset.abGoalKind ?? 'module') as GoalKind,
      bounceRateSeconds: Number(slot.dataset.abBounce) || 5,
      goalElement: doc.querySelector(`[data-ab-goal="${testId}"]`),
      cookies,
      send: sender.send,
      win,
    })
  })
  win.performance?.mark?.('smedja:ab-subject-shown')
  if (sender) win.addEventListener('pagehide', () => void sender.flush())
  ready()
}
