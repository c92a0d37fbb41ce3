import { sectionAnchors } from '@/blocks/Section/anchors'
import type { SectionBlock } from '@/payload-types'

import { DotNavigationTracker } from './DotNavigationLazy.client'
import './dots.css'

type Dot = { id: string; label: string }

/**
 * The page's sections that get a dot: those with an id (an element id or a navigation label, see
 * blocks/Section/anchors.ts), named by their navigation label, else numbered.
 */
export function pageDots(sections: readonly SectionBlock[] | null | undefined): Dot[] {
  const list = sections ?? []
  const anchors = sectionAnchors(list)
  return list.flatMap((section, index) => {
    const id = anchors[index]
    if (!id || section.settings?.hideOn?.includes('desktop')) return []
    return [{ id, label: section.adminLabel?.trim() || `Sektion ${index + 1}` }]
  })
}

/**
 * Side dot navigation (spec 2.7), for pages with *Visa punktnavigering* on: a list of links to the
 * page's sections, server rendered; following one smooth-scrolls below the header (the site's
 * anchor scrolling). The small tracker island marks the section in view while scrolling. Hidden on
 * phones (767 px and below, spec 9.3).
 */
export function DotNavigation({
  sections,
}: {
  sections: readonly SectionBlock[] | null | undefined
}) {
  const dots = pageDots(sections)
  if (dots.length < 2) return null
  return (
    <nav className="dot-nav" aria-label="Sidans avsnitt">
      <ul>
        {dots.map((dot, index) => (
          <li key={dot.id}>
            <a
              className="dot-nav-link"
              href={`#${dot.id}`}
              aria-current={index === 0 ? 'location' : undefined}
            >
              <span className="visually-hidden">Till avsnittet </span>
              <span className="dot-nav-label">{dot.label}</span>
            </a>
          </li>
        ))}
      </ul>
      <DotNavigationTracker ids={dots.map((d) => d.id)} />
    </nav>
  )
}
