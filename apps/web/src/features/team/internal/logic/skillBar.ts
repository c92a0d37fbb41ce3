/** Spec 9.9: a skill bar fills in 1000 ms once it is scrolled into view. */
export const SKILL_BAR_ANIMATION_MS = 1000

/** Spec 4.8 / 9.9: from this percent the value label is pinned to the bar's right edge. */
export const SKILL_LABEL_PIN_PERCENT = 95

/** Spec 4.8 / 9.9: a full bar's label is this wide, so "100 %" fits the pinned spot. */
export const SKILL_LABEL_FULL_WIDTH_PX = 40

/** A percent as a whole number 0–100; anything unusable counts as 0 rather than breaking the bar. */
export function clampPercent(percent: number): number {
  if (!Number.isFinite(percent)) return 0
  return Math.min(100, Math.max(0, Math.round(percent)))
}

/** The fill's CSS width. */
export function skillBarWidth(percent: number): string {
  return `${clampPercent(percent)}%`
}

export type SkillLabelLayout = {
  /** The label sits against the right edge instead of centred over the end of the fill. */
  pinnedRight: boolean
  /** A fixed label width in px, or null for the label's natural width. */
  widthPx: number | null
}

/**
 * Where the value label above a bar goes (spec 4.8). Centred over the end of the fill it would stick
 * out past the bar from 95 % on, so from there it is pinned to the right edge; exactly 100 % gets the
 * fixed 40 px label.
 */
export function skillLabelLayout(percent: number): SkillLabelLayout {
  const value = clampPercent(percent)
  return {
    pinnedRight: value >= SKILL_LABEL_PIN_PERCENT,
    widthPx: value === 100 ? SKILL_LABEL_FULL_WIDTH_PX : null,
  }
}

/** "80 %": Swedish (and our English) writes a non-breaking space before the sign. */
export function skillPercentText(percent: number): string {
  return `${clampPercent(percent)}\u00a0%`
}
