import type { Payload } from 'payload'

import type { Media, SectionBlock } from '@/payload-types'

import { countersShowcase } from './counters'
import { galleryShowcase } from './gallery'
import { mapShowcase } from './map'
import { portfolioShowcase } from './portfolio'
import { searchShowcase } from './search'
import { slidersShowcase } from './sliders'
import { embedsShowcase } from './embeds'
import { tabsShowcase } from './tabs'
import { teamShowcase } from './team'

/** What a showcase part gets to build its sections: the seeded media by file name, and Payload. */
export type ShowcaseContext = {
  payload: Payload
  media: (filename: string) => Media
  pages: Record<string, number>
}

export type ShowcasePart = (ctx: ShowcaseContext) => Promise<SectionBlock[]> | SectionBlock[]

/**
 * The module demo pages: one per theme, each built from parts that live in their own files beside this
 * one. One page with every module grew to 230 KB of HTML and loaded slowly, so the carousels (Swiper)
 * have their own page. The gallery, the tabs and the portfolio stay together: their hash entries
 * combine in one address (`#flikar|2||galleri|3`).
 */
export type ShowcasePage = {
  slug: string
  title: string
  /** The page's H1. */
  heading: string
  /** The text of the link to this page from the other demo pages. */
  linkText: string
  description: string
  parts: ShowcasePart[]
}

export const showcasePages: ShowcasePage[] = [
  {
    slug: 'moduler',
    title: 'Moduler',
    heading: 'Moduler',
    linkText: 'Gallerier, flikar, räknare, portfölj och karta',
    description:
      'Gallerier, bakgrunder och animationer, flikar och dragspel, räknare, projektportfölj, blogglista, sök och karta.',
    parts: [
      galleryShowcase,
      countersShowcase,
      tabsShowcase,
      portfolioShowcase,
      searchShowcase,
      mapShowcase,
      embedsShowcase,
    ],
  },
  {
    slug: 'bildspel',
    title: 'Bildspel och karuseller',
    heading: 'Bildspel och karuseller',
    linkText: 'Bildspel, karuseller och teampresentationer',
    description: 'Bildspel, inläggs- och videobildspel, karuseller och teampresentationer.',
    parts: [slidersShowcase, teamShowcase],
  },
]
