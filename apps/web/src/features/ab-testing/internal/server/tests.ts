import type { Payload } from 'payload'

import type { GoalKind, TestStatus } from '../contract'

/** A page's split test as the server and the page render need it. */
export type AbTest = {
  postId: number
  testId: number
  status: TestStatus
  /** Block ids; the first is the control. */
  subjects: string[]
  goal: GoalKind
  goalBlockId: string | null
  /** Seconds (spec 3.3 ab_bounce_rate). */
  bounceRate: number
}

type PageLike = {
  id: number
  abTest?: {
    status?: TestStatus | null
    testId?: number | null
    subjects?: { blockId?: string | null }[] | null
    goal?: GoalKind | null
    goalBlockId?: string | null
    bounceRate?: number | null
  } | null
}

/** The test a page document holds, or null when it has none (no subjects, or never started). */
export function testOfPage(page: PageLike): AbTest | null {
  const t = page.abTest
  const subjects = (t?.subjects ?? []).map((s) => s.blockId ?? '').filter(Boolean)
  if (!t?.testId || subjects.length < 2) return null
  return {
    postId: page.id,
    testId: t.testId,
    status: t.status ?? 'none',
    subjects,
    goal: t.goal ?? 'module',
    goalBlockId: t.goalBlockId || null,
    bounceRate: t.bounceRate ?? 5,
  }
}

// Every record names its test; looking the page up each time would cost a query per request. A
// published page changes rarely and a pause may take effect a few seconds late, so each process
// keeps what it read for a short while (nothing a second process needs: each reads its own).
const TTL_MS = 5000
const memo = new Map<number, { at: number; test: Promise<AbTest | null> }>()

/** The published page's test with this number (any status), or null. */
export function findTest(
  payload: Payload,
  testId: number,
  now = Date.now(),
): Promise<AbTest | null> {
  const known = memo.get(testId)
  if (known && now - known.at < TTL_MS) return known.test
  const test = payload
    .find({
      collection: 'pages',
      where: { 'abTest.testId': { equals: testId }, _status: { equals: 'published' } },
      limit: 1,
      depth: 0,
      draft: false,
      select: { abTest: true },
    })
    .then((found) => (found.docs[0] ? testOfPage(found.docs[0] as PageLike) : null))
  test.catch(() => memo.delete(testId))
  if (memo.size > 1000) memo.clear()
  memo.set(testId, { at: now, test })
  return test
}

/** Forgets what this process read (after a publish, and in tests). */
export function forgetTests(): void {
  memo.clear()
}
