import './ab-testing.css'

import type React from 'react'

import type { AbTest } from '../server/tests'
import { AbRuntime } from './lazy.client'

/**
 * The placeholder of a running test (spec 4.3): every subject rendered, stacked and hidden, so the
 * page is the same for every visitor and cacheable; the runtime shows the visitor's subject. The
 * attributes are the page's test configuration (spec 3.3: post id, test id, bounce-rate seconds).
 */
export function AbTestSlot({ test, children }: { test: AbTest; children: React.ReactNode }) {
  return (
    <div
      className="ab-test"
      data-ab-test={test.testId}
      data-ab-post={test.postId}
      data-ab-control={test.subjects[0]}
      data-ab-bounce={test.bounceRate}
      data-ab-goal-kind={test.goal}
    >
      {children}
      <AbRuntime />
    </div>
  )
}
