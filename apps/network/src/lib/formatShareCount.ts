/**
 * Formats a share or recommendation count for display (SPEC 5.2, 9.2):
 * 10000 or more as whole thousands with ' k', 1000 or more with comma separators.
 * Thousands are truncated, not rounded, so a count is never shown higher than it is.
 */
export function formatShareCount(count: number): string {
  const n = Math.max(0, Math.trunc(count))
  if (n >= 10000) return `${Math.floor(n / 1000)} k`
  if (n >= 1000) return groupThousands(n)
  return String(n)
}

function groupThousands(n: number): string {
  const digits = String(n)
  let out = ''
  for (let i = 0; i < digits.length; i++) {
    const fromEnd = digits.length - i
    out += digits[i]
    if (fromEnd > 1 && (fromEnd - 1) % 3 === 0) out += ','
  }
  return out
}
