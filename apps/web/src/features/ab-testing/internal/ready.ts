'use client'

import { useEffect, type DependencyList } from 'react'

/**
 * Spec 4.3: on a page with split tests, the page's modules initialise only after every test has
 * answered (the visitor's subject is shown). The A/B runtime (internal/runtime/start.ts) marks that
 * moment with `data-ab-ready` on <html> and the `smedja:ab-ready` event; islands start their
 * behaviour through `useAfterAbTests` (or await `whenAbTestsAnswered`). A page without a test starts
 * at once, and a test that never answers holds nothing back longer than `AB_READY_TIMEOUT_MS`.
 */
export const AB_READY_EVENT = 'smedja:ab-ready'
export const AB_READY_TIMEOUT_MS = 3000

/** True when nothing is to wait for: no test on the page, or every test has answered. */
export function abTestsAnswered(doc: Document = document): boolean {
  return (
    doc.documentElement.dataset.abReady === 'true' ||
    doc.querySelector('.ab-test[data-ab-test]') === null
  )
}

/** Resolves once every test on the page has answered, or after `timeoutMs` at the latest. */
export function whenAbTestsAnswered(
  win: Window = window,
  timeoutMs = AB_READY_TIMEOUT_MS,
): Promise<void> {
  if (abTestsAnswered(win.document)) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      win.clearTimeout(timer)
      win.removeEventListener(AB_READY_EVENT, done)
      resolve()
    }
    const timer = win.setTimeout(done, timeoutMs)
    win.addEventListener(AB_READY_EVENT, done)
  })
}

/**
 * `useEffect` for an island's start: runs `effect` at once on a page without a test (in the same
 * commit, nothing is delayed) and otherwise once the tests have answered; its cleanup runs as usual.
 */
export function useAfterAbTests(effect: () => void | (() => void), deps: DependencyList): void {
  useEffect(() => {
    if (abTestsAnswered()) return effect()
    let live = true
    let cleanup: void | (() => void)
    void whenAbTestsAnswered().then(() => {
      if (live) cleanup = effect()
    })
    return () => {
      live = false
      cleanup?.()
    }
    // The caller's dependencies, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps)
}
