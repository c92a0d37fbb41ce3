import { defineFeature } from '@/platform/feature'

import { searchIndexPlugin } from './internal/plugin'
import { siteSearchAction } from './internal/siteSearchAction'

/**
 * Site search: a full-text index of published pages, posts, projects and products (SQLite FTS5 or
 * PostgreSQL tsvector), kept in step by collection hooks; the /sok page, the search module's box and
 * the `smedja_site_search` ajax action read it.
 */
export const search = defineFeature({
  name: 'search',
  plugins: [searchIndexPlugin],
  ajaxActions: [siteSearchAction],
  onServerStart: async () => {
    const { startSearchIndex } = await import('./internal/server/start')
    await startSearchIndex()
  },
})
