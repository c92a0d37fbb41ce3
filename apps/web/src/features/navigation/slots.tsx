import { PageScroll } from './internal/PageScroll.client'

/** At the end of every page: the fixed header's scroll watch and the scroll-to-top button. */
function NavigationBodyEnd() {
  return <PageScroll />
}

export const bodyEnd = NavigationBodyEnd
