const commas = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/** Share counts: 10000 or more as thousands with ' k', 1000 or more with comma separators. */
export function formatShareCount(count: number): string {
  if (count >= 10000) return `${Math.floor(count / 1000)} k`
  if (count >= 1000) return commas(count)
  return String(count)
}

/** Callout counts: above 10000 as thousands with ' k', above 1000 with comma separators. */
export function formatCalloutCount(count: number): string {
  if (count > 10000) return `${Math.floor(count / 1000)} k`
  if (count > 1000) return commas(count)
  return String(count)
}

/** A count is accepted only when it is made of digits only; anything else gives null. */
export function acceptCount(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value
  return typeof text === 'string' && /^\d+$/.test(text) ? Number(text) : null
}

export interface ShareCountData {
  url?: string
  count?: unknown
  fCnt?: string
  fCntPlusOne?: string
}
