// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  AB_READY_EVENT,
  AB_READY_TIMEOUT_MS,
  abTestsAnswered,
  useAfterAbTests,
  whenAbTestsAnswered,
} from './ready'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}

const withTest = () => {
  document.body.innerHTML = '<div class="ab-test" data-ab-test="3"></div><div id="host"></div>'
}
const answer = () => {
  document.documentElement.dataset.abReady = 'true'
  window.dispatchEvent(new CustomEvent(AB_READY_EVENT))
}

let root: Root | null = null
const started: string[] = []

function Island({ name }: { name: string }) {
  useAfterAbTests(() => {
    started.push(name)
    return () => started.push(`${name} stopped`)
  }, [name])
  return null
}

function mount(name: string) {
  const host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  act(() => root!.render(<Island name={name} />))
}

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
  vi.useFakeTimers()
  started.length = 0
  delete document.documentElement.dataset.abReady
  document.body.innerHTML = ''
})

afterEach(() => {
  if (root) act(() => root!.unmount())
  root = null
  vi.useRealTimers()
})

describe('modules wait for the page’s split tests (spec 4.3)', () => {
  it('start at once on a page without a test', async () => {
    expect(abTestsAnswered()).toBe(true)
    mount('slider')
    expect(started).toEqual(['slider'])
    let resolved = false
    void whenAbTestsAnswered().then(() => (resolved = true))
    await Promise.resolve()
    expect(resolved).toBe(true)
  })

  it('start only once every test has answered', async () => {
    withTest()
    expect(abTestsAnswered()).toBe(false)
    mount('counter')
    await act(async () => vi.advanceTimersByTimeAsync(1000))
    expect(started).toEqual([])
    await act(async () => answer())
    expect(started).toEqual(['counter'])
    expect(abTestsAnswered()).toBe(true)
  })

  it('start after the time limit when a test never answers, and never after unmounting', async () => {
    withTest()
    mount('animations')
    await act(async () => vi.advanceTimersByTimeAsync(AB_READY_TIMEOUT_MS - 1))
    expect(started).toEqual([])
    await act(async () => vi.advanceTimersByTimeAsync(1))
    expect(started).toEqual(['animations'])
    act(() => root!.unmount())
    root = null
    expect(started).toEqual(['animations', 'animations stopped'])

    started.length = 0
    mount('gallery')
    act(() => root!.unmount())
    root = null
    await act(async () => vi.advanceTimersByTimeAsync(AB_READY_TIMEOUT_MS))
    expect(started).toEqual([])
  })
})
