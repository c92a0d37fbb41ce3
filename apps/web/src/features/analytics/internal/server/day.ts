/** The site's days begin at midnight Swedish time: a visit at 00:30 in Sundsvall is that day's. */
export const SITE_TIME_ZONE = 'Europe/Stockholm'

const format = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The site day of an instant, as YYYY-MM-DD (sorts and compares as text on both databases). */
export function dayOf(instant: Date): string {
  return format.format(instant)
}

/** A day `n` days after `day` (negative: before); calendar arithmetic, no time zone involved. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10)
}

/** Whether `value` is a real calendar day written YYYY-MM-DD. */
export function isDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value
}
