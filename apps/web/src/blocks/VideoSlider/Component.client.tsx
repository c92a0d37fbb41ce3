'use client'

import 'swiper/css'
import 'swiper/css/effect-fade'

import dynamic from 'next/dynamic'

import type { VideoSlidesProps } from './VideoSlides.client'

/** Loaded on demand, like ui/carousel/Carousel.client: pages without a video slider get none of it. */
export const VideoSlides = dynamic<VideoSlidesProps>(() =>
  import('./VideoSlides.client').then((module) => module.VideoSlides),
)
