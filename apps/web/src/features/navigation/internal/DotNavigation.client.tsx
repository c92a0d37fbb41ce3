'use client'

import { useEffect } from 'react'

import { currentSection } from './dots'

/**
 * Marks the dot of the section in view (aria-current="location"): an IntersectionObserver tells
 * which sections cross the line 40 % down the viewport; the first of them is current.
 */
export function DotNavigationTracker({ ids }: { ids: string[] }) {
  useEffect(() => {
    const sections = ids.map((id) => document.getElementById(id))
    const links = ids.map((id) =>
      document.querySelector<HTMLAnchorElement>(`.dot-nav-link[href="#${CSS.escape(id)}"]`),
    )
    const crossing = new Set<string>()
    const mark = () => {
      const current = currentSection(ids, crossing)
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
    return () => observer.disconnect()
  }, [ids])
  return null
}
