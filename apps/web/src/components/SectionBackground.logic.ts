/** Spec 9.6: a parallax background moves at 0.3 of the page's scroll speed relative to its section. */
export const PARALLAX_FACTOR = 0.3

/**
 * How far the parallax layer is shifted inside its section when the section's top edge is `sectionTop`
 * px below the viewport's top: it lags behind the page by the factor.
 */
export function parallaxOffset(sectionTop: number, factor = PARALLAX_FACTOR): number {
  return -sectionTop * factor
}

/**
 * Position and height of the parallax layer (relative to the section) so that, at every offset while
 * the section is on screen, the image still covers the whole section.
 */
export function parallaxLayer(
  sectionHeight: number,
  viewportHeight: number,
  factor = PARALLAX_FACTOR,
): { top: number; height: number } {
  return {
    top: -factor * sectionHeight,
    height: sectionHeight * (1 + factor) + factor * viewportHeight,
  }
}

/**
 * Whether a video background should be playing (spec 4.5): in the viewport, or anywhere with 'play
 * outside viewport'; with play-on-hover only after the first hover; never after the visitor paused it.
 */
export function shouldVideoPlay(state: {
  inViewport: boolean
  playOutsideViewport: boolean
  playOnHover: boolean
  hovered: boolean
  pausedByVisitor: boolean
}): boolean {
  if (state.pausedByVisitor) return false
  if (state.playOnHover && !state.hovered) return false
  return state.playOutsideViewport || state.inViewport
}
