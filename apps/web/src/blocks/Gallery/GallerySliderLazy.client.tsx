'use client'

import dynamic from 'next/dynamic'

/**
 * The gallery slider through a client-side dynamic import: every page shares one route, and a client
 * component imported statically lands in that route's entry scripts. This way Swiper is fetched only
 * by pages that show a gallery slider.
 */
export const GallerySlider = dynamic(() =>
  import('./GallerySlider.client').then((m) => m.GallerySlider),
)
