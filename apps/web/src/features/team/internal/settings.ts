import type { Payload } from 'payload'

import { BUNDLED_CAROUSEL_BUILD, DEFAULT_PRINT_TITLE_SUFFIX } from './TeamSettings'

export type TeamSettingsView = {
  /** Spec 4.8: added after the member's name in the print title. */
  printTitleSuffix: string
  /**
   * Spec 3.8's carousel build as stored (imported data may hold other values). Every value means our
   * bundled Swiper, the only build there is.
   */
  carouselBuild: number
}

export async function getTeamSettings(payload: Payload): Promise<TeamSettingsView> {
  const settings = await payload.findGlobal({ slug: 'team-settings', depth: 0 })
  return {
    // An empty field is an editor clearing it, so the print title is then the name alone.
    printTitleSuffix: settings.printTitleSuffix ?? DEFAULT_PRINT_TITLE_SUFFIX,
    carouselBuild: settings.carouselBuild ?? BUNDLED_CAROUSEL_BUILD,
  }
}
