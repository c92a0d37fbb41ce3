import { EventEmitter } from 'node:events'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { createLogger } from './log'
import { exitStatusAfterSignal, installGracefulShutdown, isShuttingDown } from './shutdown'

/** Enough of `process` for the shutdown: signals, exit and its status. */
function fakeProcess() {
  const emitter = new EventEmitter() as EventEmitter & {
    exitCode?: number
    exit: (c: number) => void
  }
  emitter.exit = vi.fn((code: number) => {
    emitter.exitCode = code
    emitter.emit('exit', code)
  })
  return emitter
}

const quiet = createLogger({ sink: () => {} })

afterEach(() => {
  vi.useRealTimers()
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('smedja.shuttingDown')]
})

describe('graceful shutdown', () => {
  it("turns Next's exit after SIGTERM or SIGINT into 0, and leaves other exits alone", () => {
    expect(exitStatusAfterSignal(143, true)).toBe(0)
    expect(exitStatusAfterSignal(130, true)).toBe(0)
    expect(exitStatusAfterSignal(143, false)).toBe(143)
    expect(exitStatusAfterSignal(1, true)).toBe(1)
  })

  it('marks the process as stopping on SIGTERM and exits 0 when Next has closed the server', () => {
    const target = fakeProcess()
    installGracefulShutdown({ log: quiet, target: target as unknown as NodeJS.Process })
    expect(isShuttingDown()).toBe(false)
    target.emit('SIGTERM', 'SIGTERM')
    expect(isShuttingDown()).toBe(true)
    // What Next does once the requests in flight are done.
    target.exit(143)
    expect(target.exitCode).toBe(0)
  })

  it('exits 0 after the bound when a request never finishes', () => {
    vi.useFakeTimers()
    const target = fakeProcess()
    installGracefulShutdown({
      log: quiet,
      boundMs: 10_000,
      target: target as unknown as NodeJS.Process,
    })
    target.emit('SIGINT', 'SIGINT')
    vi.advanceTimersByTime(9_999)
    expect(target.exit).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(target.exit).toHaveBeenCalledWith(0)
  })

  it('does not touch the exit status of a process that was not asked to stop', () => {
    const target = fakeProcess()
    installGracefulShutdown({ log: quiet, target: target as unknown as NodeJS.Process })
    target.exit(1)
    expect(target.exitCode).toBe(1)
  })
})
