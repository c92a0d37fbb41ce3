import { hasConsent } from '@/features/consent/client'

import {
  beaconTransport,
  createTracker,
  scrollPercent,
  tagsAround,
  toGtag,
  type Tracker,
  type TrackerOptions,
} from './tracker'

let tracker: Tracker | null = null

/** The page's tracker, once started (null in builder mode). */
export const currentTracker = () => tracker

/**
 * Wires the tracker to the page once (clicks, video starts by keyboard, scrolling, leaving) and
 * counts a page view for `path`; a later call with another path is a client-side navigation. Never
 * in builder mode (spec 6). GA4 gets the same click and scroll events when the visitor has allowed
 * analytics and gtag is on the page (the consent feature loads it).
 */
export function startTracking(path: string, options: Partial<TrackerOptions> = {}): Tracker | null {
  if (document.body.dataset.builderMode === 'true') return null
  if (!tracker) {
    const t = createTracker({
      transport: beaconTransport,
      forward: (event) => toGtag(event, () => hasConsent('analytics')),
      ...options,
    })
    tracker = t
    let lastClick = 0
    const tagClick = (target: EventTarget | null) => {
      if (target instanceof Element) for (const tag of tagsAround(target)) t.click(tag)
    }
    // Capture: an island that stops the click's propagation still counts.
    document.addEventListener(
      'click',
      (event) => {
        lastClick = Date.now()
        tagClick(event.target)
      },
      true,
    )
    // A video started from the keyboard gives no click; one started by a click was counted already,
    // and one that starts by itself (a background video) has no user activation.
    document.addEventListener(
      'play',
      (event) => {
        if (Date.now() - lastClick > 1000 && navigator.userActivation?.isActive)
          tagClick(event.target)
      },
      true,
    )
    let frame = 0
    addEventListener(
      'scroll',
      () => {
        frame ||= requestAnimationFrame(() => {
          frame = 0
          t.scrolled(scrollPercent(scrollY, innerHeight, document.documentElement.scrollHeight))
        })
      },
      { passive: true },
    )
    addEventListener('pagehide', () => void t.flush(true))
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void t.flush(true)
    })
  }
  tracker.pageView(path)
  return tracker
}
