/** Site search: server verbs and domain types. The search box the modules render is in client.ts. */
export { searchSite, type SearchHit, type SearchResults } from './internal/server/searchSite'
export { rebuildSearchIndex } from './internal/server/indexer'
export { ensureSearchIndex } from './internal/server/schema'
export type { SearchHitType } from './internal/sources'
export type { SnippetPart } from './internal/snippet'
