'use client'

import { useEffect } from 'react'

import { currentSection, scrolledToEnd } from './dots'

/**
 * Marks the dot of the section in view (aria-current="location"): an IntersectionObserver tells
 * which sections cross the line 40 % down the viewport; the first of them is current, and the last
 * section once the page is scrolled to its end.
 */
export function DotNavigationTracker({ ids }: { ids: string[] }) {
  useEffect(() => {
    const sections = ids.map((id) => document.getElementById(id))
    const links = ids.map((id) =>
      document.querySelector<HTMLAnchorElement>(`.dot-nav-link[href="#${CSS.escape(id)}"]`),
    )
    const crossing = new Set<string>()
    const root = document.documentElement
    const mark = () => {
      const atEnd = scrolledToEnd(window.scrollY, window.innerHeight, root.scrollHeight)
      const current = currentSection(ids, crossing, atEnd)
      if (current === null) return
      links.forEach((link, index) => {
        if (!link) return
        if (ids[index] === current) link.setAttribute('aria-current', 'location')
        else link.removeAttribute('aria-current')
      })
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) crossing.add(entry.target.id)
          else crossing.delete(entry.target.id)
        }
        mark()
      },
      { rootMargin: '-40% 0px -60% 0px' },
    )
    for (const section of sections) if (section) observer.observe(section)
    // The end of the page moves no section across the line: the scroll itself tells.
    let frame = 0
    const onScroll = () => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0
          mark()
        })
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      observer.disconnect()
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [ids])
  return null
}
