import { defineFeature } from '@/platform/feature'

import { siteSearchAction } from './internal/siteSearchAction'

/** Site search: the /sok page and the `smedja_site_search` ajax action. */
export const search = defineFeature({
  name: 'search',
  ajaxActions: [siteSearchAction],
})
