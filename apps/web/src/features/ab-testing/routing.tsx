import type React from 'react'

import type { AbTest } from './internal/server/tests'
import { AbTestSlot } from './internal/render/AbTestSlot'

export type { AbTest }

type Page = {
  id: number
  abTest?: {
    status?: AbTest['status'] | null
    testId?: number | null
    subjects?: { blockId?: string | null }[] | null
    goal?: AbTest['goal'] | null
    goalBlockId?: string | null
    bounceRate?: number | null
  } | null
}

/**
 * The page's test as its render needs it, or null. A test that was never started still hides its
 * variants from visitors (only the control is shown), so editors can prepare them on a live page.
 */
export function abTestOfPage(page: Page): AbTest | null {
  const t = page.abTest
  const subjects = (t?.subjects ?? []).map((s) => s.blockId ?? '').filter(Boolean)
  if (!t || subjects.length < 2 || t.status === 'ended') return null
  return {
    postId: page.id,
    testId: t.testId ?? 0,
    status: t.status ?? 'none',
    subjects,
    goal: t.goal ?? 'module',
    goalBlockId: t.goalBlockId || null,
    bounceRate: t.bounceRate ?? 5,
  }
}

type Context = { builderMode: boolean; abTest?: AbTest | null }

/**
 * Renders one list of the layout (sections, rows or a column's modules) with the page's test applied:
 * a running test's subjects become one placeholder at the first subject's place and its goal module
 * gets the goal marker; otherwise only the control of the subjects is shown. The builder shows every
 * subject, untouched, so editors can edit the variants.
 */
export function renderWithAbTest<T extends { id?: string | null }>(
  items: readonly T[],
  context: Context,
  render: (item: T, index: number) => React.ReactNode,
): React.ReactNode[] {
  const test = context.abTest
  if (!test || context.builderMode) return items.map(render)
  const subjects = new Set(test.subjects)
  const running = test.status === 'running' && test.testId > 0
  const firstSubject = items.find((item) => item.id && subjects.has(item.id))?.id
  const out: React.ReactNode[] = []
  items.forEach((item, index) => {
    const id = item.id ?? ''
    if (id && subjects.has(id)) {
      if (!running) {
        if (id === test.subjects[0]) out.push(render(item, index))
        return
      }
      if (id !== firstSubject) return
      out.push(
        <AbTestSlot key={`ab-test-${test.testId}`} test={test}>
          {test.subjects.map((subject) => {
            const at = items.findIndex((candidate) => candidate.id === subject)
            if (at < 0) return null
            return (
              <div
                key={subject}
                className="ab-subject"
                data-ab-subject={`${test.postId}_${subject}`}
              >
                {render(items[at]!, at)}
              </div>
            )
          })}
        </AbTestSlot>,
      )
      return
    }
    if (running && id && id === test.goalBlockId) {
      out.push(
        <div key={`ab-goal-${id}`} className="ab-goal" data-ab-goal={test.testId}>
          {render(item, index)}
        </div>,
      )
      return
    }
    out.push(render(item, index))
  })
  return out
}
