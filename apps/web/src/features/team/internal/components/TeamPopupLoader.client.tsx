'use client'

import dynamic from 'next/dynamic'

import type { TeamPopupHostProps } from './TeamPopupHost.client'

/**
 * Loaded on demand, like ui/carousel/Carousel.client: every page shares one route, so a statically
 * imported island would travel to pages without a team module. The cards are server-rendered
 * children and show at once; the click handling hydrates when this small chunk arrives.
 */
export const TeamPopupLoader = dynamic<TeamPopupHostProps>(() =>
  import('./TeamPopupHost.client').then((module) => module.TeamPopupHost),
)
