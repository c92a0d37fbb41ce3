import type { Payload } from 'payload'

import type { Media, SectionBlock } from '@/payload-types'

import { countersShowcase } from './counters'
import { galleryShowcase } from './gallery'
import { mapShowcase } from './map'
import { portfolioShowcase } from './portfolio'
import { searchShowcase } from './search'
import { slidersShowcase } from './sliders'
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
 * The sections of the /moduler demo page, one part per module family. Each part lives in its own
 * file beside this one and is listed here.
 */
export const showcaseParts: ShowcasePart[] = [
  slidersShowcase,
  galleryShowcase,
  teamShowcase,
  countersShowcase,
  tabsShowcase,
  portfolioShowcase,
  searchShowcase,
  mapShowcase,
]
