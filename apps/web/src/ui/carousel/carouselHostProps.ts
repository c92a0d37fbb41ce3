import type { CarouselHostProps } from './CarouselHost.client'
import type { CarouselKind } from './speeds'

type CarouselOptions = {
  showArrows?: boolean | null
  showPagination?: boolean | null
  transitionSpeed?: number | null
  autoplay?: boolean | null
  autoplaySpeed?: number | null
  label?: string | null
}

/** Carousel settings of the carousel modules: columns by the column they sit in (spec 9.4). */
export function carouselHostProps(
  options: CarouselOptions,
  {
    kind,
    columnType,
    minItemWidth,
    fallbackLabel,
    builderMode,
    locale,
  }: {
    kind: CarouselKind
    columnType?: string
    minItemWidth: number
    fallbackLabel: string
    builderMode: boolean
    locale: 'sv' | 'en'
  },
): Omit<CarouselHostProps, 'slides'> {
  return {
    kind,
    label: options.label || fallbackLabel,
    columns: { rule: 'column', columnType, minItemWidth },
    speed: options.transitionSpeed,
    autoplay: options.autoplay ? { delay: options.autoplaySpeed, ignoreHover: false } : null,
    arrows: options.showArrows !== false,
    pagination: options.showPagination !== false,
    builderMode,
    locale,
  }
}
