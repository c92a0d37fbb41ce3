import type { AnalyticsTag } from '../../routing'

/** Sends one event from an island; nothing in builder mode or before the tracker has started. */
export async function trackEvent(tag: AnalyticsTag): Promise<void> {
  const { currentTracker } = await import('./start')
  currentTracker()?.click(tag)
}
