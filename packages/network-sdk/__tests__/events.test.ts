import { describe, expect, it, vi } from 'vitest'
import { EventBus, LEGACY_ALIASES } from '../src/events'
import { createLogger } from '../src/logger'

describe('events', () => {
  it('announces ready as frameworkLoaded, initialize as systemReady, credentialsChange as noAuth', () => {
    expect(LEGACY_ALIASES).toEqual({
      ready: 'frameworkLoaded',
      initialize: 'systemReady',
      credentialsChange: 'noAuth',
    })
    const bus = new EventBus(() => true)
    const seen: string[] = []
    for (const name of [
      'ready',
      'frameworkLoaded',
      'initialize',
      'systemReady',
      'credentialsChange',
      'noAuth',
    ]) {
      bus.on(name, () => seen.push(name))
    }
    bus.fire('ready')
    bus.fire('initialize')
    bus.fire('credentialsChange')
    expect(seen).toEqual([
      'ready',
      'frameworkLoaded',
      'initialize',
      'systemReady',
      'credentialsChange',
      'noAuth',
    ])
  })

  it('does not announce legacy names when compat is off', () => {
    const bus = new EventBus(() => false)
    const legacy = vi.fn()
    bus.on('frameworkLoaded', legacy)
    bus.fire('ready')
    expect(legacy).not.toHaveBeenCalled()
  })

  it('runs ready handlers added after ready at once', () => {
    const bus = new EventBus(() => true)
    bus.fire('ready', 'data')
    const late = vi.fn()
    const lateLegacy = vi.fn()
    bus.on('ready', late)
    bus.on('frameworkLoaded', lateLegacy)
    expect(late).toHaveBeenCalledWith('data')
    expect(lateLegacy).toHaveBeenCalledWith('data')
  })

  it('once runs a handler one time, also for an event that already fired', () => {
    const bus = new EventBus(() => true)
    const h = vi.fn()
    bus.once('auth', h)
    bus.fire('auth', 1)
    bus.fire('auth', 2)
    expect(h).toHaveBeenCalledTimes(1)
    bus.fire('ready')
    const r = vi.fn()
    bus.once('ready', r)
    bus.fire('ready')
    expect(r).toHaveBeenCalledTimes(1)
  })

  it('keeps going when a handler throws', () => {
    const errors: unknown[] = []
    const bus = new EventBus(
      () => true,
      (e) => errors.push(e),
    )
    const after = vi.fn()
    bus.on('x', () => {
      throw new Error('boom')
    })
    bus.on('x', after)
    bus.fire('x')
    expect(after).toHaveBeenCalled()
    expect((errors[0] as Error).message).toBe('boom')
  })
})

describe('debug logging', () => {
  it('prints log and info only in debug mode, warn and error unless suppressed', () => {
    const calls: string[] = []
    for (const level of ['log', 'info', 'warn', 'error'] as const) {
      vi.spyOn(console, level).mockImplementation(() => calls.push(level))
    }
    const flags = { debug: false, suppressWarnings: false }
    const log = createLogger(() => flags)
    const all = () => {
      log.log('a')
      log.info('b')
      log.warn('c')
      log.error('d')
    }
    all()
    expect(calls.splice(0)).toEqual(['warn', 'error'])
    flags.suppressWarnings = true
    all()
    expect(calls.splice(0)).toEqual([])
    flags.debug = true
    all()
    expect(calls.splice(0)).toEqual(['log', 'info', 'warn', 'error'])
    vi.restoreAllMocks()
  })
})
