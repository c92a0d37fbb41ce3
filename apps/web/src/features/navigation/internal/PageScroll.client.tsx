'use client'

import { useEffect, useState } from 'react'

import { prefersReducedMotion } from '@/ui/scrollToElement'
import { scrollDuration, smoothScrollTo } from '@/ui/smoothScroll'

/**
 * What follows the page's scroll position, read once per frame from one passive listener:
 * - the fixed header (spec 4.7): once the visitor has scrolled past the start of the content, the
 *   header gets `data-fixed`. It is sticky from the start, so it keeps its place in the flow and
 *   nothing moves when it applies; its CSS only changes how it looks (a shadow);
 * - the scroll-to-top button, shown after one screen of scroll. It scrolls smoothly (at once for
 *   visitors who prefer reduced motion) and then moves focus to the top of the page, so the next Tab
 *   reaches the first link of the header.
 */
export function PageScroll() {
  const [showTop, setShowTop] = useState(false)

  useEffect(() => {
    const header = document.querySelector<HTMLElement>('.site-header')
    const content = document.getElementById('innehall')
    let frame = 0
    const update = () => {
      frame = 0
      const past = content ? content.getBoundingClientRect().top <= 0 : window.scrollY > 0
      if (header) {
        if (past) header.dataset.fixed = 'true'
        else delete header.dataset.fixed
      }
      setShowTop(window.scrollY >= window.innerHeight)
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [])

  const toTop = () => {
    const reduce = prefersReducedMotion()
    smoothScrollTo(0, reduce ? 0 : scrollDuration(window.scrollY), () => {
      const top = document.querySelector<HTMLElement>('.site-header')
      if (!top) return
      top.tabIndex = -1
      top.focus({ preventScroll: true })
    })
  }

  return (
    <button
      type="button"
      className="scroll-top"
      // Hidden (visibility: hidden, out of the tab order) until a screen has been scrolled.
      data-visible={showTop ? 'true' : undefined}
      onClick={toTop}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" focusable="false">
        <path
          d="M6 15l6-6 6 6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="visually-hidden">Till sidans början</span>
    </button>
  )
}
