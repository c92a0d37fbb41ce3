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
/** Spec 9.4: auto-rotate is on but no speed is set (no class number, no speed field): "10 is used". */
export const SLIDESHOW_SPEED_WITHOUT_CLASS = 10
/**
 * The shortest time a visitor sees a slide for, whatever the spec's rules or the markup give. Autoplay
 * faster than once a second is a strobe, not a slideshow (WCAG 2.3.1 allows at most three flashes a
 * second; one change a second stays well below it) and is unreadable; it is also the smallest value
 * the editors' speed fields accept, so a class cannot do what the field refuses.
 */
export const AUTOPLAY_MIN_DELAY = 1000
/** setTimeout fires at once for anything above 2^31 - 1 ms; a class number cannot go further. */
const AUTOPLAY_MAX_DELAY = 2_147_483_647

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

/**
 * Milliseconds a slide stays before autoplay moves on: the configured delay, else the kind's default;
 * never shorter than its own transition nor than AUTOPLAY_MIN_DELAY.
 */
export function autoplayDelay(kind: CarouselKind, configured?: number | null): number {
  const delay = usable(configured) ? Math.round(configured) : autoplayDefaults[kind]
  return Math.min(AUTOPLAY_MAX_DELAY, Math.max(delay, transitionDefaults[kind], AUTOPLAY_MIN_DELAY))
}

/** `et_slider_speed_{n}` (the page builder's class) or our own `slider-speed-{n}`, as a whole class. */
const SPEED_CLASS = /^(?:et_slider_speed_|slider-speed-)(\d+)$/

/**
 * The speed a module's CSS classes set (spec 9.4 "a speed can be set by a class number"): the number
 * of the first `et_slider_speed_{n}` or `slider-speed-{n}` class; null when there is none or its
 * number is 0 (no speed at all is not a speed).
 */
export function speedFromClassName(className?: string | null): number | null {
  for (const name of (className ?? '').split(/\s+/)) {
    const match = SPEED_CLASS.exec(name)
    const speed = match ? Number(match[1]) : 0
    if (speed > 0) return speed
  }
  return null
}

/**
 * The autoplay speed of an auto-rotating slider, by the rule of spec 9.4: the class number when the
 * module's CSS classes carry one (it wins over the field, which always holds its default of 7000),
 * else the module's speed field, else 10 ms. This is the spec's value; what a visitor gets is
 * `autoplayDelay(kind, slideshowSpeed(…))`, which keeps every slide up at least AUTOPLAY_MIN_DELAY
 * (for a module slider: 10 → 1000 ms, not a 10 ms spin).
 */
export function slideshowSpeed(className?: string | null, configured?: number | null): number {
  return (
    speedFromClassName(className) ??
    (usable(configured) ? Math.round(configured) : SLIDESHOW_SPEED_WITHOUT_CLASS)
  )
}
