import type { CarouselHostProps } from '@/ui/carousel/CarouselHost.client'
import { slideshowSpeed } from '@/ui/carousel/speeds'

import type { RenderContext } from '../shared/types'

type SliderOptions = {
  autoplay?: boolean | null
  autoplaySpeed?: number | null
  ignoreHover?: boolean | null
  showArrows?: boolean | null
  controls?: 'bullets' | 'thumbnails' | 'none' | null
  transitionSpeed?: number | null
  label?: string | null
  /** The module's advanced settings: a speed class there (`et_slider_speed_{n}`) sets the speed. */
  settings?: { className?: string | null } | null
}

/** The carousel settings every slider module derives from its options (spec 4.5, 9.4, 6). */
export function sliderHostProps(
  options: SliderOptions,
  context: RenderContext,
): Omit<CarouselHostProps, 'slides' | 'thumbnails'> {
  const controls = options.controls ?? 'bullets'
  return {
    kind: 'moduleSlider',
    label: options.label || (context.locale === 'en' ? 'Slideshow' : 'Bildspel'),
    speed: options.transitionSpeed,
    autoplay: options.autoplay
      ? {
          delay: slideshowSpeed(options.settings?.className, options.autoplaySpeed),
          ignoreHover: options.ignoreHover,
        }
      : null,
    arrows: options.showArrows !== false,
    pagination: controls === 'bullets',
    builderMode: context.builderMode,
    locale: context.locale,
  }
}
