/** Spec 9.5: the countdown refreshes every second. */
export const COUNTDOWN_TICK_MS = 1000

/** Spec 9.5: days are padded to at least 3 digits, hours, minutes and seconds to 2. */
export const COUNTDOWN_DAY_DIGITS = 3
export const COUNTDOWN_TIME_DIGITS = 2

/**
 * Spec 9.5: short labels when the module is this wide or narrower (a container query in
 * countdown.css) or sits in one of these columns (decided on the server).
 */
export const COUNTDOWN_SHORT_LABEL_MAX_WIDTH_PX = 400
export const COUNTDOWN_SHORT_LABEL_COLUMNS: readonly string[] = ['3_8', '1_4']

export const countdownUnits = ['days', 'hours', 'minutes', 'seconds'] as const
export type CountdownUnit = (typeof countdownUnits)[number]

export type CountdownState = {
  /** Padded digits per unit, e.g. { days: '040', hours: '07', minutes: '05', seconds: '09' }. */
  digits: Record<CountdownUnit, string>
  /** The end time has come: the clock stays at zero and the editor's message shows. */
  ended: boolean
}

/** A whole number written with at least `digits` digits ('7' → '07'); longer numbers are kept whole. */
export function padUnit(value: number, digits: number): string {
  return String(Math.max(0, Math.floor(value))).padStart(digits, '0')
}

/**
 * What the clock shows at `nowMs` for an end at `endMs`. Seconds are rounded up, so the clock reads
 * 00:00:01 until the very end and zero only once the end has come; it never goes below zero.
 * An unusable end time counts as already passed.
 */
export function countdownState(endMs: number, nowMs: number): CountdownState {
  const left = Number.isFinite(endMs) && Number.isFinite(nowMs) ? endMs - nowMs : 0
  const total = Math.max(0, Math.ceil(left / 1000))
  return {
    digits: {
      days: padUnit(total / 86_400, COUNTDOWN_DAY_DIGITS),
      hours: padUnit((total % 86_400) / 3600, COUNTDOWN_TIME_DIGITS),
      minutes: padUnit((total % 3600) / 60, COUNTDOWN_TIME_DIGITS),
      seconds: padUnit(total % 60, COUNTDOWN_TIME_DIGITS),
    },
    ended: total === 0,
  }
}

/**
 * How long until the clock shows its next value: the refreshes fall on the whole seconds before the
 * end, so every countdown on a page changes at the same moment and never lags by up to a second.
 */
export function msUntilNextTick(endMs: number, nowMs: number): number {
  return (endMs - nowMs) % COUNTDOWN_TICK_MS || COUNTDOWN_TICK_MS
}

/**
 * Spec 9.5: short labels ('d', 'h', 'min', 's') in a module 400 px wide or less, or in a 3/8 or
 * 1/4 column. The server knows only the column; the width is checked by the browser.
 */
export function usesShortLabels({
  columnType,
  widthPx,
}: {
  columnType?: string | null
  widthPx?: number | null
}): boolean {
  if (columnType && COUNTDOWN_SHORT_LABEL_COLUMNS.includes(columnType)) return true
  return typeof widthPx === 'number' && widthPx <= COUNTDOWN_SHORT_LABEL_MAX_WIDTH_PX
}

export const countdownLabels = {
  sv: {
    full: { days: 'Dagar', hours: 'Timmar', minutes: 'Minuter', seconds: 'Sekunder' },
    short: { days: 'd', hours: 'h', minutes: 'min', seconds: 's' },
    endTime: 'Sluttid',
  },
  en: {
    full: { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' },
    short: { days: 'd', hours: 'h', minutes: 'min', seconds: 's' },
    endTime: 'End time',
  },
} as const satisfies Record<
  'sv' | 'en',
  {
    full: Record<CountdownUnit, string>
    short: Record<CountdownUnit, string>
    /** Tense-free on purpose: a cached page may be read before or after the end. */
    endTime: string
  }
>

/** The site is a Swedish company's: end times are written in Swedish time, whatever the server's zone. */
export const COUNTDOWN_TIME_ZONE = 'Europe/Stockholm'

/** '15 mars 2026 kl. 12:00' (sv) or '15 March 2026 at 12:00' (en), in Swedish time. */
export function formatEndTime(endMs: number, locale: 'sv' | 'en'): string {
  return new Intl.DateTimeFormat(locale === 'sv' ? 'sv-SE' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: COUNTDOWN_TIME_ZONE,
  }).format(endMs)
}
