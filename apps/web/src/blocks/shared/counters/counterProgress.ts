/**
 * Spec 9.5: the circle counter animates in 1800 ms. The number and bar counters count over the same
 * time, so a row of mixed counters arrives together.
 */
export const COUNTER_ANIMATION_MS = 1800

/** How much of a counter must be on screen before it starts counting: enough to see it move. */
export const COUNTER_IN_VIEW_THRESHOLD = 0.25

/** Quadratic ease-in-out, the easing of the chart library the spec's counters were drawn with. */
export function easeInOutQuad(t: number): number {
  const x = Math.min(Math.max(t, 0), 1)
  return x < 0.5 ? 2 * x * x : 1 - (-2 * x + 2) ** 2 / 2
}

/** Eased progress 0…1 of a count that started `elapsedMs` ago. */
export function counterProgress(elapsedMs: number, durationMs = COUNTER_ANIMATION_MS): number {
  if (!(durationMs > 0)) return 1
  return easeInOutQuad(elapsedMs / durationMs)
}
