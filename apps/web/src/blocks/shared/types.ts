import type { AnimationData } from '@/ui/animations/resolve'

/** What every rendered module receives besides its own data. */
export type RenderContext = {
  /** True inside the editor's live preview: tracking, animations and link clicks are off there (spec 6). */
  builderMode: boolean
  locale: 'sv' | 'en'
  /** Column structure the module sits in, e.g. '1_3'; modules use it for their own breakpoints. */
  columnType?: string
}

export type ModuleSettingsData = {
  elementId?: string | null
  className?: string | null
  hideOn?: ('desktop' | 'tablet' | 'phone')[] | null
  link?: {
    url?: string | null
    target?: '_self' | '_blank' | null
    className?: string | null
  } | null
  /** Scroll-triggered entrance animation (spec 3.6). */
  animation?: AnimationData | null
}
