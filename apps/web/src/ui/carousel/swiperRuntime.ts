// Loaded with a dynamic import by CarouselHost, so Swiper's code travels in its own chunk and only
// to pages whose modules mount a carousel. Only the core and the fade effect are used: controls,
// pagination, labels and autoplay are our own (accessible, Swedish, and testable without a browser).
import Swiper from 'swiper'
import { EffectFade } from 'swiper/modules'
import type { SwiperOptions } from 'swiper/types'

export type { Swiper }

export function createSwiper(el: HTMLElement, options: SwiperOptions & { fade?: boolean }): Swiper {
  const { fade, ...rest } = options
  return new Swiper(el, {
    ...rest,
    modules: fade ? [EffectFade] : [],
    effect: fade ? 'fade' : 'slide',
    fadeEffect: fade ? { crossFade: true } : undefined,
  })
}
