'use client'

// Only the parts of Swiper's CSS the carousels use: the core layout and the fade effect. CSS
// imported by a page's modules ends up in the CSS of every page of the same route, so it is kept
// to these two small files; the JavaScript is loaded only where a carousel is rendered.
import 'swiper/css'
import 'swiper/css/effect-fade'

import dynamic from 'next/dynamic'

import type { CarouselHostProps } from './CarouselHost.client'

/**
 * The carousel island, loaded on demand. Next bundles every client component a route's server
 * components import into that route's entry scripts, and all pages share the catch-all route; the
 * dynamic import keeps the carousel code (and, through it, Swiper) off pages that render none.
 * The server-rendered markup shows at once; the island hydrates when its chunk arrives.
 */
export const Carousel = dynamic<CarouselHostProps>(() =>
  import('./CarouselHost.client').then((module) => module.CarouselHost),
)
