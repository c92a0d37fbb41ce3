import { addDays, dayOf, isDay } from './day'

/** The longest range the dashboard shows at once. */
export const MAX_RANGE_DAYS = 366
export const DEFAULT_RANGE_DAYS = 30

export type DayRange = { from: string; to: string; days: number }

/**
 * The range from the dashboard's query (`fran`, `till`, YYYY-MM-DD, both included): the last 30
 * days by default; reversed ends are swapped and a range longer than a year keeps its end.
 */
export function parseRange(
  query: { fran?: unknown; till?: unknown },
  now = new Date(),
): DayRange & { notice?: string } {
  const today = dayOf(now)
  const pick = (v: unknown) => (typeof v === 'string' && isDay(v) ? v : null)
  let to = pick(query.till) ?? today
  let from = pick(query.fran) ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1))
  let notice: string | undefined
  if ((query.fran && !pick(query.fran)) || (query.till && !pick(query.till)))
    notice = 'Ett datum kunde inte läsas (skriv ÅÅÅÅ-MM-DD); standardperioden visas i stället.'
  if (from > to) [from, to] = [to, from]
  if (daysBetween(from, to) > MAX_RANGE_DAYS) {
    from = addDays(to, -(MAX_RANGE_DAYS - 1))
    notice = `Perioden är begränsad till ${MAX_RANGE_DAYS} dagar.`
  }
  return { from, to, days: daysBetween(from, to), ...(notice ? { notice } : {}) }
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 864e5) + 1
}
