import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  COUNTDOWN_DAY_DIGITS,
  COUNTDOWN_SHORT_LABEL_MAX_WIDTH_PX,
  COUNTDOWN_TICK_MS,
  COUNTDOWN_TIME_DIGITS,
  countdownState,
  formatEndTime,
  msUntilNextTick,
  padUnit,
  usesShortLabels,
} from './countdown'

const second = 1000
const minute = 60 * second
const hour = 60 * minute
const day = 24 * hour
const end = Date.UTC(2026, 2, 15, 11, 0, 0)

describe('countdown (spec 9.5)', () => {
  it('ticks every second and pads days to 3 digits, hours, minutes and seconds to 2', () => {
    expect(COUNTDOWN_TICK_MS).toBe(1000)
    expect(COUNTDOWN_DAY_DIGITS).toBe(3)
    expect(COUNTDOWN_TIME_DIGITS).toBe(2)
    expect(countdownState(end, end - (day + 2 * hour + 3 * minute + 4 * second))).toEqual({
      digits: { days: '001', hours: '02', minutes: '03', seconds: '04' },
      ended: false,
    })
    expect(countdownState(end, end - 40 * day).digits).toEqual({
      days: '040',
      hours: '00',
      minutes: '00',
      seconds: '00',
    })
  })

  it('keeps more than 999 days whole', () => {
    expect(countdownState(end, end - 1234 * day).digits.days).toBe('1234')
    expect(padUnit(7, 2)).toBe('07')
    expect(padUnit(123, 2)).toBe('123')
  })

  it('rounds a part second up, so zero shows only once the end has come', () => {
    expect(countdownState(end, end - 500)).toEqual({
      digits: { days: '000', hours: '00', minutes: '00', seconds: '01' },
      ended: false,
    })
    expect(countdownState(end, end - 59_001).digits).toMatchObject({ minutes: '01', seconds: '00' })
  })

  it('stops at zero and reports the end, also long after it and for an unusable end time', () => {
    const zero = { days: '000', hours: '00', minutes: '00', seconds: '00' }
    expect(countdownState(end, end)).toEqual({ digits: zero, ended: true })
    expect(countdownState(end, end + 5 * day)).toEqual({ digits: zero, ended: true })
    expect(countdownState(Number.NaN, end)).toEqual({ digits: zero, ended: true })
  })

  it('refreshes on the whole seconds before the end, once a second', () => {
    expect(msUntilNextTick(end, end - 5000)).toBe(1000)
    expect(msUntilNextTick(end, end - 4300)).toBe(300)
    expect(msUntilNextTick(end, end - 40 * day - 999)).toBe(999)
    // Ticking at the returned times shows every second once.
    let now = end - 2500
    const shown: string[] = []
    while (!countdownState(end, now).ended) {
      now += msUntilNextTick(end, now)
      shown.push(countdownState(end, now).digits.seconds)
    }
    expect(shown).toEqual(['02', '01', '00'])
  })

  it('uses short labels at 400 px or less and in 3/8 and 1/4 columns', () => {
    expect(COUNTDOWN_SHORT_LABEL_MAX_WIDTH_PX).toBe(400)
    expect(usesShortLabels({ widthPx: 400 })).toBe(true)
    expect(usesShortLabels({ widthPx: 401 })).toBe(false)
    expect(usesShortLabels({ columnType: '3_8', widthPx: 700 })).toBe(true)
    expect(usesShortLabels({ columnType: '1_4' })).toBe(true)
    expect(usesShortLabels({ columnType: '1_3' })).toBe(false)
    expect(usesShortLabels({ columnType: '5_8' })).toBe(false)
    expect(usesShortLabels({})).toBe(false)
  })

  it('the stylesheet switches to short labels at the same width', () => {
    const css = fs.readFileSync(path.join(import.meta.dirname, 'countdown.css'), 'utf8')
    expect(css).toContain(
      `@container countdown (max-width: ${COUNTDOWN_SHORT_LABEL_MAX_WIDTH_PX}px)`,
    )
  })

  it('writes the end time in Swedish time, whatever the server runs in', () => {
    expect(formatEndTime(end, 'sv')).toBe('15 mars 2026 kl. 12:00')
    // Summer time: 11:00 UTC is 13:00 in Sweden.
    expect(formatEndTime(Date.UTC(2026, 6, 1, 11, 0), 'sv')).toBe('1 juli 2026 kl. 13:00')
    expect(formatEndTime(end, 'en')).toBe('15 March 2026 at 12:00')
  })
})
