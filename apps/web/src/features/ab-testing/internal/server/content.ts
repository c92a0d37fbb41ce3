import type { Payload } from 'payload'

import { publicPath } from '@/platform/paths.public'
import { siteUrl } from '@/platform/siteUrl'

import { subjectMark } from '../contract'
import { extractSubjectHtml } from '../subjectHtml'
import type { AbTest } from './tests'

const TTL_MS = 60_000
const memo = new Map<string, { at: number; html: string | null }>()

async function readSubjectHtml(payload: Payload, test: AbTest, subject: string): Promise<string> {
  const page = await payload.findByID({
    collection: 'pages',
    id: test.postId,
    depth: 0,
    select: { slug: true },
  })
  const response = await fetch(`${siteUrl()}${publicPath('pages', page.slug)}`, {
    signal: AbortSignal.timeout(3000),
  })
  if (!response.ok) return ''
  return extractSubjectHtml(await response.text(), subjectMark(test.postId, subject)) ?? ''
}

/**
 * Spec 7.3 item 2's `content`: the subject's HTML as the published page renders it. Every subject is
 * rendered into the cached page (hidden until chosen, so its islands hydrate like any module's), so
 * the HTML is read from that cached page rather than rendered a second way, and each process keeps
 * it a minute. The answer never waits for that read: until it is done, and when the page cannot be
 * read, `content` is empty and the browser shows the subject already on its page.
 */
export function subjectContent(payload: Payload, test: AbTest, subject: string): string {
  const key = `${test.testId}:${subject}`
  const known = memo.get(key)
  if (known && Date.now() - known.at < TTL_MS) return known.html ?? ''
  if (memo.size > 200) memo.clear()
  memo.set(key, { at: Date.now(), html: known?.html ?? null })
  readSubjectHtml(payload, test, subject)
    .then((html) => memo.set(key, { at: Date.now(), html }))
    .catch(() => undefined)
  return known?.html ?? ''
}
