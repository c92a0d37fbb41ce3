import { describe, expect, it } from 'vitest'

import { createLogger, formatLine, levelFromEnv, requestLog, type LogLevel } from './log'
import { acceptedRequestId, requestIdOf } from './requestId'

function capture(level: LogLevel = 'debug') {
  const lines: { level: LogLevel; record: Record<string, unknown> }[] = []
  const logger = createLogger({
    level,
    clock: () => new Date('2026-11-25T05:00:00.000Z'),
    sink: (lineLevel, line) => {
      expect(line).not.toContain('\n')
      lines.push({ level: lineLevel, record: JSON.parse(line) as Record<string, unknown> })
    },
  })
  return { logger, lines }
}

describe('log', () => {
  it('writes one JSON object a line with time, level, msg and the fields, in pino call order', () => {
    const { logger, lines } = capture()
    logger.warn({ action: 'comment', reason: 'bad nonce' }, 'ajax request refused')
    logger.info('search: indexed 12 documents')
    expect(lines).toEqual([
      {
        level: 'warn',
        record: {
          time: '2026-11-25T05:00:00.000Z',
          level: 'warn',
          msg: 'ajax request refused',
          action: 'comment',
          reason: 'bad nonce',
        },
      },
      {
        level: 'info',
        record: {
          time: '2026-11-25T05:00:00.000Z',
          level: 'info',
          msg: 'search: indexed 12 documents',
        },
      },
    ])
  })

  it('drops lines below the level and reads the level from LOG_LEVEL', () => {
    const { logger, lines } = capture('warn')
    logger.info('not shown')
    logger.debug('not shown either')
    logger.error('shown')
    expect(lines.map((l) => l.record.msg)).toEqual(['shown'])
    expect(levelFromEnv('DEBUG')).toBe('debug')
    expect(levelFromEnv('loud')).toBe('info')
    expect(levelFromEnv(undefined)).toBe('info')
  })

  it('writes errors as type, message and stack, and a field cannot replace time, level or msg', () => {
    const error = Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' })
    const record = JSON.parse(
      formatLine(
        'error',
        'mail failed',
        { err: error, msg: 'forged', level: 'debug' },
        new Date(0),
      ),
    ) as Record<string, Record<string, unknown>>
    expect(record.msg).toBe('mail failed')
    expect(record.level).toBe('error')
    expect(record.err).toMatchObject({
      type: 'Error',
      message: 'connection refused',
      code: 'ECONNREFUSED',
    })
    expect(String(record.err?.stack)).toContain('connection refused')
  })

  it('keeps a line on one line whatever the message holds, and survives cycles', () => {
    const cyclic: Record<string, unknown> = { name: 'a' }
    cyclic.self = cyclic
    const line = formatLine('info', 'two\nlines', { cyclic, big: 10n }, new Date(0))
    expect(line).not.toContain('\n')
    expect(JSON.parse(line)).toMatchObject({
      msg: 'two\nlines',
      big: '10',
      cyclic: { self: '[circular]' },
    })
  })

  it('puts the request id on every line of a request logger, and child fields after it', () => {
    const { logger, lines } = capture()
    const headers = new Headers({ 'x-request-id': 'vc-web1-32770-1234.5' })
    requestLog(headers, logger)
      .child({ feature: 'shop' })
      .warn({ order: 7 }, 'shop request refused')
    expect(lines[0]?.record).toMatchObject({
      requestId: 'vc-web1-32770-1234.5',
      feature: 'shop',
      order: 7,
    })
  })

  it('logs without a request id when the request carries none it can use', () => {
    const { logger, lines } = capture()
    requestLog(new Headers({ 'x-request-id': 'two words' }), logger).info('hello')
    expect(lines[0]?.record).not.toHaveProperty('requestId')
  })
})

describe('request id', () => {
  it('keeps an id the front cache sent', () => {
    expect(requestIdOf(new Headers({ 'x-request-id': 'abc-123' }))).toBe('abc-123')
  })

  it('makes a new random id when there is none or it holds spaces, controls or is too long', () => {
    const made = new Set<string>()
    for (const value of [null, '', 'a b', 'line\r\nbreak', 'x'.repeat(201), 'räksmörgås']) {
      const headers = new Headers()
      if (value !== null) {
        try {
          headers.set('x-request-id', value)
        } catch {
          // Headers refuses some values itself; then the request carries none.
        }
      }
      const id = requestIdOf(headers)
      expect(id).toMatch(/^[0-9a-f-]{36}$/)
      made.add(id)
    }
    expect(made.size).toBe(6)
    expect(acceptedRequestId('x'.repeat(200))).toBe('x'.repeat(200))
  })
})
