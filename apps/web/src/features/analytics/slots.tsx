import { AnalyticsMount } from './internal/client/AnalyticsMount.client'

/** On every page: the first-party analytics tracker (it stays off in builder mode). */
function AnalyticsBodyEnd() {
  return <AnalyticsMount />
}

export const bodyEnd = AnalyticsBodyEnd
