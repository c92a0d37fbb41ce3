/**
 * Transition and autoplay timings of spec 9.4 in one place. Every slider and carousel asks here
 * instead of hard-coding a number, so the spec's defaults and the library's defaults cannot drift.
 */

/** Swiper's own defaults (spec 9.4 "site carousels"): they apply wherever a module sets nothing. */
export const LIBRARY_DEFAULTS = {
  speed: 300,
  slidesPerView: 1,
  zoomMaxRatio: 3,
  longSwipesMs: 300,
  longSwipesRatio: 0.5,
  autoplayDelay: 3000,
} as const

export const SLIDER_FADE_DEFAULT = 500
export const MODULE_SLIDER_FADE = 700
export const SLIDESHOW_SPEED_DEFAULT = 7000
export const PAUSED_RETRY_MS = 2000
export const CAROUSEL_SLIDE_DEFAULT = 500
export const CAROUSEL_MODULE_SLIDE = 1000
export const PORTFOLIO_CAROUSEL_SLIDE = 700

/**
 * - slider: a fading slider that is not a page module of its own (e.g. inside another module)
 * - moduleSlider: the slider, post slider and video slider modules
 * - thumbnailCarousel: the thumbnail strip under a slider (a plain carousel)
 * - carouselModule: the simple carousel module
 * - contentCarousel: the post (later product) carousels of spec 2.7, on the library defaults
 * - portfolioCarousel: the fullwidth portfolio carousel
 */
export type CarouselKind =
  | 'slider'
  | 'moduleSlider'
  | 'thumbnailCarousel'
  | 'carouselModule'
  | 'contentCarousel'
  | 'portfolioCarousel'

const transitionDefaults: Record<CarouselKind, number> = {
  slider: SLIDER_FADE_DEFAULT,
  moduleSlider: MODULE_SLIDER_FADE,
  thumbnailCarousel: CAROUSEL_SLIDE_DEFAULT,
  carouselModule: CAROUSEL_MODULE_SLIDE,
  contentCarousel: LIBRARY_DEFAULTS.speed,
  portfolioCarousel: PORTFOLIO_CAROUSEL_SLIDE,
}

const autoplayDefaults: Record<CarouselKind, number> = {
  slider: SLIDESHOW_SPEED_DEFAULT,
  moduleSlider: SLIDESHOW_SPEED_DEFAULT,
  thumbnailCarousel: LIBRARY_DEFAULTS.autoplayDelay,
  carouselModule: LIBRARY_DEFAULTS.autoplayDelay,
  contentCarousel: LIBRARY_DEFAULTS.autoplayDelay,
  portfolioCarousel: SLIDESHOW_SPEED_DEFAULT,
}

function usable(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0
}

/** Milliseconds one slide change takes; 0 for visitors who ask for reduced motion. */
export function transitionSpeed(
  kind: CarouselKind,
  configured?: number | null,
  reducedMotion = false,
): number {
  if (reducedMotion) return 0
  return usable(configured) ? Math.round(configured) : transitionDefaults[kind]
}

/** Milliseconds a slide stays before autoplay moves on; never shorter than its own transition. */
export function autoplayDelay(kind: CarouselKind, configured?: number | null): number {
  const delay = usable(configured) ? Math.round(configured) : autoplayDefaults[kind]
  return Math.max(delay, transitionDefaults[kind])
}
