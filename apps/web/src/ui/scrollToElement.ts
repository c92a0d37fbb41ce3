import { scrollDuration, smoothScrollTo } from './smoothScroll'

/** True when the visitor asked for less motion: slides and scrolls then happen at once. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}

/** Where the sticky site header ends in the viewport (0 when the header does not stick). */
export function stickyHeaderBottom(): number {
  const header = document.querySelector('.site-header')
  if (!header || getComputedStyle(header).position !== 'sticky') return 0
  return Math.max(0, header.getBoundingClientRect().bottom)
}

/**
 * Smooth-scrolls the page so `element` comes to rest `offset` px below the sticky header (spec 9.6:
 * 800 ms, 1600 ms beyond 4000 px; at once for visitors who prefer reduced motion).
 */
export function scrollToElement(element: Element, offset = 0, done?: () => void): void {
  const top = Math.max(
    0,
    element.getBoundingClientRect().top + window.scrollY - stickyHeaderBottom() - offset,
  )
  smoothScrollTo(top, prefersReducedMotion() ? 0 : scrollDuration(top), done)
}
