/** The message the admin and the API give for a percent that is not a whole number from 0 to 100. */
export const SKILL_PERCENT_MESSAGE =
  'Ange en procentsats mellan 0 och 100, till exempel 80 eller 80 %.'

// Imported data writes percents as text ('80%', spec 3.8); editors type numbers. Both mean the same.
const PERCENT = /^(\d{1,3}(?:[.,]\d+)?)\s*%?$/

/**
 * A skill's percent as a whole number 0–100, from `80`, `'80'`, `'80%'` or `' 80 % '`; null for
 * anything else (out of range, negative, text). Decimals round to the nearest whole percent, but only
 * after the range check, so 100.4 is refused rather than shown as a full bar.
 */
export function parseSkillPercent(value: unknown): number | null {
  let n: number
  if (typeof value === 'number') {
    n = value
  } else if (typeof value === 'string') {
    const match = PERCENT.exec(value.trim())
    if (!match?.[1]) return null
    n = Number(match[1].replace(',', '.'))
  } else {
    return null
  }
  if (!Number.isFinite(n) || n < 0 || n > 100) return null
  return Math.round(n)
}
