// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { PRINT_RESTORE_MS, PrintProfileButton } from './PrintProfileButton.client'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}

let root: Root
let host: HTMLDivElement

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
  vi.useFakeTimers()
  document.title = 'Anna Lindqvist | Norrberg'
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  act(() => root.render(<PrintProfileButton printTitle="Anna-Lindqvist – Team" />))
})

afterEach(() => {
  act(() => root.unmount())
  host.remove()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const button = () => host.querySelector('button') as HTMLButtonElement

describe('PrintProfileButton', () => {
  it('prints with the button hidden and the print title set, then restores both after 5 s', () => {
    const seen: { title: string; hidden: boolean }[] = []
    vi.spyOn(window, 'print').mockImplementation(() => {
      seen.push({ title: document.title, hidden: button().hidden })
    })
    act(() => button().click())
    expect(seen).toEqual([{ title: 'Anna-Lindqvist – Team', hidden: true }])

    act(() => vi.advanceTimersByTime(PRINT_RESTORE_MS - 1))
    expect(button().hidden).toBe(true)
    expect(document.title).toBe('Anna-Lindqvist – Team')

    act(() => vi.advanceTimersByTime(1))
    expect(button().hidden).toBe(false)
    expect(document.title).toBe('Anna Lindqvist | Norrberg')
  })

  it('gives keyboard focus back to the button when it returns', () => {
    vi.spyOn(window, 'print').mockImplementation(() => {})
    button().focus()
    act(() => button().click())
    act(() => vi.advanceTimersByTime(PRINT_RESTORE_MS))
    expect(document.activeElement).toBe(button())
  })

  it('restores the title when the page is left before the 5 s are up', () => {
    vi.spyOn(window, 'print').mockImplementation(() => {})
    act(() => button().click())
    act(() => root.unmount())
    expect(document.title).toBe('Anna Lindqvist | Norrberg')
    root = createRoot(host)
  })
})
