import { describe, expect, it } from 'vitest'

import { addDays, dayOf, isDay } from './day'
import { MAX_RANGE_DAYS, parseRange } from './range'

describe('site days', () => {
  it('begin at midnight Swedish time, winter and summer', () => {
    expect(dayOf(new Date('2026-11-24T22:59:00Z'))).toBe('2026-11-24')
    expect(dayOf(new Date('2026-11-24T23:00:00Z'))).toBe('2026-11-25')
    expect(dayOf(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01')
    expect(dayOf(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02')
  })

  it('add across months and years, and check real dates', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(isDay('2026-02-29')).toBe(false)
    expect(isDay('2028-02-29')).toBe(true)
    expect(isDay('24/11/2026')).toBe(false)
  })
})

describe('the dashboard range', () => {
  const now = new Date('2026-11-24T12:00:00Z')

  it('is the last 30 days by default', () => {
    expect(parseRange({}, now)).toEqual({ from: '2026-10-26', to: '2026-11-24', days: 30 })
  })

  it('takes both ends, swapped when reversed', () => {
    expect(parseRange({ fran: '2026-11-20', till: '2026-11-01' }, now)).toEqual({
      from: '2026-11-01',
      to: '2026-11-20',
      days: 20,
    })
  })

  it('says so when a date cannot be read or the range is longer than a year', () => {
    expect(parseRange({ fran: '2026-13-01' }, now).notice).toMatch(/kunde inte läsas/)
    const long = parseRange({ fran: '2020-01-01', till: '2026-11-24' }, now)
    expect(long.days).toBe(MAX_RANGE_DAYS)
    expect(long.to).toBe('2026-11-24')
    expect(long.notice).toMatch(/begränsad/)
  })
})
