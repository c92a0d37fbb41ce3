/** Spec 9.5: a number counter shows 50 until the editor sets its value. */
export const NUMBER_COUNTER_DEFAULT_VALUE = 50

/** The thousands separators an editor can choose (spec 3.6 'number-separator'). */
export const thousandsSeparators = {
  /** Swedish grouping: a no-break space, so '12 500' never wraps between its groups. */
  space: '\u00a0',
  period: '.',
  comma: ',',
  none: '',
} as const

export type ThousandsSeparator = keyof typeof thousandsSeparators

/** At most this many decimals are shown: a counter is a headline figure, not a measurement. */
export const COUNTER_MAX_DECIMALS = 2

/** The editor's choice, or Swedish grouping when unset or unknown (imported data may hold anything). */
export function thousandsSeparator(choice: string | null | undefined): string {
  return choice && choice in thousandsSeparators
    ? thousandsSeparators[choice as ThousandsSeparator]
    : thousandsSeparators.space
}

/** How many decimals a value is written with (99.8 → 1), capped at COUNTER_MAX_DECIMALS. */
export function counterDecimals(value: number): number {
  if (!Number.isFinite(value)) return 0
  const [, fraction = ''] = String(Math.abs(value)).split('.')
  return Math.min(fraction.replace(/e.*$/, '').length, COUNTER_MAX_DECIMALS)
}

export type CounterNumberFormat = {
  /** The grouping character itself ('\u00a0', '.', ',' or ''). */
  separator: string
  decimals: number
  /** ',' in Swedish, '.' in English; never the same character as the separator. */
  decimalMark: string
}

/**
 * The format of a counter's number: Swedish writes a decimal comma, English a decimal point, and
 * when the editor's thousands separator is that same character the other mark is used, so '1,234,5'
 * can never happen.
 */
export function counterNumberFormat(
  value: number,
  separatorChoice: string | null | undefined,
  locale: 'sv' | 'en',
): CounterNumberFormat {
  const separator = thousandsSeparator(separatorChoice)
  const preferred = locale === 'sv' ? ',' : '.'
  const decimalMark = separator === preferred ? (preferred === ',' ? '.' : ',') : preferred
  return { separator, decimals: counterDecimals(value), decimalMark }
}

/**
 * A counter's number written out: whole part grouped in threes from the right with the separator
 * (spec 9.5), the given number of decimals, and a real minus sign (U+2212) for negative values.
 */
export function formatCounterNumber(value: number, format: CounterNumberFormat): string {
  const safe = Number.isFinite(value) ? value : 0
  const fixed = Math.abs(safe).toFixed(format.decimals)
  const [whole = '0', fraction] = fixed.split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, format.separator)
  const sign = safe < 0 && Number(fixed) !== 0 ? '\u2212' : ''
  return `${sign}${grouped}${fraction ? format.decimalMark + fraction : ''}`
}

/** The value shown part-way through the count: the final value times the progress, rounded as written. */
export function countedValue(finalValue: number, progress: number, decimals: number): number {
  const factor = 10 ** decimals
  return Math.round(finalValue * Math.min(Math.max(progress, 0), 1) * factor) / factor
}

/** '75 %': Swedish (and our English) puts a no-break space before the percent sign. */
export const PERCENT_SUFFIX = '\u00a0%'

/** A ring's or bar's value: a percentage 0–100 with at most two decimals; anything unusable is 0. */
export function counterPercent(value: number | null | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0
  return Math.round(Math.min(100, Math.max(0, value)) * 100) / 100
}
