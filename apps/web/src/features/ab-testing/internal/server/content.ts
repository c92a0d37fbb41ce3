import type { Payload } from 'payload'

import { publicPath } from '@/platform/paths.public'
import { safeRevalidate } from '@/platform/safeRevalidate'
import { siteUrl } from '@/platform/siteUrl'

import { subjectMark } from '../contract'
import { extractSubjectHtml } from '../subjectHtml'
import type { AbTest } from './tests'

const TTL_MS = 60_000
/** A failed read is tried again after this long (or at once by a visitor who needs the HTML). */
const RETRY_MS = 5000
type Entry = { at: number; html: string | null; reading?: Promise<string> }
const memo = new Map<string, Entry>()

/** The subject's HTML in the published page as it is cached, or '' when it is not there. */
async function readSubjectHtml(payload: Payload, test: AbTest, subject: string): Promise<string> {
  const page = await payload.findByID({
    collection: 'pages',
    id: test.postId,
    depth: 0,
    select: { slug: true },
  })
  const path = publicPath('pages', page.slug)
  const response = await fetch(`${siteUrl()}${path}`, { signal: AbortSignal.timeout(3000) })
  if (!response.ok) return ''
  const html = extractSubjectHtml(await response.text(), subjectMark(test.postId, subject))
  // The cached page predates the test (or this subject): have it drawn afresh, so the next read
  // (and the next visitor's page) has it. Until then this subject cannot be shown from here.
  if (html === null) safeRevalidate(path)
  return html ?? ''
}

function read(payload: Payload, test: AbTest, subject: string, key: string): Promise<string> {
  const known = memo.get(key)
  if (known?.reading) return known.reading
  const reading = readSubjectHtml(payload, test, subject)
    .catch(() => '')
    .then((html) => {
      memo.set(key, { at: Date.now(), html: html || (memo.get(key)?.html ?? null) })
      return html || (memo.get(key)?.html ?? '')
    })
  memo.set(key, { at: known?.at ?? 0, html: known?.html ?? null, reading })
  return reading
}

/** Forgets the HTML this process read (for the tests). */
export function forgetSubjectContent(): void {
  memo.clear()
}

/**
 * Spec 7.3 item 2's `content`: the subject's HTML as the published page renders it. Every subject is
 * rendered into the cached page (hidden until chosen, so its islands hydrate like any module's), so
 * the HTML is read from that cached page rather than rendered a second way, and each process keeps
 * it a minute.
 *
 * `needed` says the visitor's page does not have the subject (an older copy): then the answer waits
 * for the read, and is '' only when the server cannot produce the HTML at all, which the caller must
 * treat as "cannot be shown". Otherwise the answer never waits: the visitor shows the subject already
 * on their page, and the read happens in the background for the next visitor whose page lacks it.
 */
export async function subjectContent(
  payload: Payload,
  test: AbTest,
  subject: string,
  { needed }: { needed: boolean },
): Promise<string> {
  const key = `${test.testId}:${subject}`
  const known = memo.get(key)
  if (memo.size > 200 && !known) memo.clear()
  const age = Date.now() - (known?.at ?? 0)
  if (known?.html && age < TTL_MS) return known.html
  if (!needed) {
    if (age >= (known?.html === null ? RETRY_MS : TTL_MS)) void read(payload, test, subject, key)
    return known?.html ?? ''
  }
  return read(payload, test, subject, key)
}
