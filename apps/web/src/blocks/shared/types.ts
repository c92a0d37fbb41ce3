import type { AbTest } from '@/features/ab-testing'
import type { AnalyticsTag } from '@/features/analytics/routing'
import type { AnimationData } from '@/ui/animations/resolve'

/** What every rendered module receives besides its own data. */
export type RenderContext = {
  /** True inside the editor's live preview: tracking, animations and link clicks are off there (spec 6). */
  builderMode: boolean
  locale: 'sv' | 'en'
  /** Column structure the module sits in, e.g. '1_3'; modules use it for their own breakpoints. */
  columnType?: string
  /**
   * The listing page the address names (`/moduler/sida/2` is page 2 of /moduler) and the page's own
   * path; paged post modules link their pages from it. Absent where a layout has no address of its own.
   */
  listing?: { path: string; page: number }
  /**
   * The page (collection `pages`) the layout belongs to; forms post its id so the server can look
   * their module up. Absent in other layouts (projects), where forms cannot be sent.
   */
  page?: { id: number; slug: string }
  /** The page's split test (features/ab-testing): its subjects become one placeholder. */
  abTest?: AbTest | null
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
  /** Clicks inside send this analytics event (features/analytics). */
  analytics?: AnalyticsTag | null
}
