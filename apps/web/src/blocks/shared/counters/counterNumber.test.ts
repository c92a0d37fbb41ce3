import { describe, expect, it } from 'vitest'

import {
  NUMBER_COUNTER_DEFAULT_VALUE,
  counterDecimals,
  counterNumberFormat,
  countedValue,
  counterPercent,
  formatCounterNumber,
  thousandsSeparator,
} from './counterNumber'

const nbsp = '\u00a0'
const sv = (value: number, separator?: string | null) =>
  formatCounterNumber(value, counterNumberFormat(value, separator, 'sv'))

describe('number counter (spec 9.5)', () => {
  it('defaults to 50', () => {
    expect(NUMBER_COUNTER_DEFAULT_VALUE).toBe(50)
  })

  it('groups thousands in threes, Swedish style with a no-break space by default', () => {
    expect(sv(0)).toBe('0')
    expect(sv(999)).toBe('999')
    expect(sv(1000)).toBe(`1${nbsp}000`)
    expect(sv(12_500)).toBe(`12${nbsp}500`)
    expect(sv(1_234_567)).toBe(`1${nbsp}234${nbsp}567`)
  })

  it("uses the editor's separator, and Swedish grouping for an unknown one", () => {
    expect(sv(1_234_567, 'period')).toBe('1.234.567')
    expect(sv(1_234_567, 'comma')).toBe('1,234,567')
    expect(sv(1_234_567, 'none')).toBe('1234567')
    expect(thousandsSeparator('semikolon')).toBe(nbsp)
    expect(thousandsSeparator(null)).toBe(nbsp)
  })

  it('writes decimals with the locale mark, never the same character as the separator', () => {
    expect(counterDecimals(99.8)).toBe(1)
    expect(counterDecimals(3.14159)).toBe(2)
    expect(counterDecimals(12)).toBe(0)
    expect(sv(99.8)).toBe('99,8')
    expect(sv(1234.5, 'comma')).toBe('1,234.5')
    expect(formatCounterNumber(1234.5, counterNumberFormat(1234.5, 'comma', 'en'))).toBe('1,234.5')
    expect(formatCounterNumber(1234.5, counterNumberFormat(1234.5, 'period', 'en'))).toBe('1.234,5')
  })

  it('writes a negative value with a minus sign and never shows minus zero', () => {
    expect(sv(-4500)).toBe(`\u22124${nbsp}500`)
    expect(formatCounterNumber(-0.001, counterNumberFormat(0, null, 'sv'))).toBe('0')
  })

  it('counts from zero to the final value, rounded as the value is written', () => {
    expect(countedValue(12_500, 0, 0)).toBe(0)
    expect(countedValue(12_500, 0.5, 0)).toBe(6250)
    expect(countedValue(99.8, 0.333, 1)).toBe(33.2)
    expect(countedValue(12_500, 1, 0)).toBe(12_500)
    expect(countedValue(12_500, 1.2, 0)).toBe(12_500)
  })

  it('keeps a ring or bar percentage between 0 and 100', () => {
    expect(counterPercent(75)).toBe(75)
    expect(counterPercent(99.456)).toBe(99.46)
    expect(counterPercent(140)).toBe(100)
    expect(counterPercent(-3)).toBe(0)
    expect(counterPercent(null)).toBe(0)
    expect(counterPercent(Number.NaN)).toBe(0)
  })
})
