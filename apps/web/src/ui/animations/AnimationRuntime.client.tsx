'use client'

import { useAfterAbTests } from '@/features/ab-testing/client'

import { animationKeyframes } from './keyframes'
import { deviceForWidth, type ResolvedAnimation, type ResolvedAnimations } from './resolve'

/**
 * Runs the scroll-triggered entrance animations of the page (spec 4.5, 9.6). Elements carry their
 * animation per device in `data-animation`; each is hidden until it scrolls into view, animates from
 * its starting state, and (unless it repeats forever) is then left exactly as the server rendered it.
 * Nothing happens in builder mode or for visitors who prefer reduced motion, and without JavaScript
 * the elements simply stay visible.
 */
export function AnimationRuntime() {
  // After the page's split tests have answered (spec 4.3): a hidden subject's elements wait.
  useAfterAbTests(() => {
    if (document.body.dataset.builderMode === 'true') return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    if (
      typeof Element.prototype.animate !== 'function' ||
      typeof IntersectionObserver === 'undefined'
    )
      return

    const device = deviceForWidth(window.innerWidth)
    const pending = new Map<HTMLElement, ResolvedAnimation>()
    const running = new Set<Animation>()

    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          const element = entry.target as HTMLElement
          const settings = pending.get(element)
          observer.unobserve(element)
          pending.delete(element)
          if (!settings) continue
          element.style.removeProperty('opacity')
          element.setAttribute('data-animation-state', 'running')
          const animation = element.animate(animationKeyframes(settings) as Keyframe[], {
            duration: settings.duration,
            delay: settings.delay,
            easing: settings.speedCurve,
            iterations: settings.repeat === 'once' ? 1 : Infinity,
            // Holds the starting state during the delay.
            fill: 'backwards',
          })
          running.add(animation)
          animation.finished
            .then(() => {
              // Run once, then removed: the element is left exactly as rendered.
              animation.cancel()
              running.delete(animation)
              element.setAttribute('data-animation-state', 'done')
            })
            .catch(() => undefined)
        }
      },
      { rootMargin: '0px 0px -5% 0px' },
    )

    for (const element of document.querySelectorAll<HTMLElement>('[data-animation]')) {
      let resolved: ResolvedAnimations
      try {
        resolved = JSON.parse(element.dataset.animation ?? '') as ResolvedAnimations
      } catch {
        continue
      }
      const settings = resolved[device]
      if (!settings) continue
      // Hidden (not merely faded) until it scrolls in, so nothing half-transparent sits on the page.
      element.style.opacity = '0'
      element.setAttribute('data-animation-state', 'waiting')
      pending.set(element, settings)
      observer.observe(element)
    }

    return () => {
      observer.disconnect()
      for (const element of pending.keys()) element.style.removeProperty('opacity')
      for (const animation of running) animation.cancel()
      pending.clear()
    }
  }, [])
  return null
}
