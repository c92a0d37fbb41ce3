import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  PayloadRequest,
  Plugin,
} from 'payload'

import { safeRevalidateRoute } from '@/platform/safeRevalidate'

import { RESULTS_ROUTE } from '../routing'

import { refreshSearchEntry, removeSearchEntry } from './server/indexer'
import { ensureSearchIndex } from './server/schema'
import { indexedCollections, isIndexedCollection } from './sources'

/** Cached results pages (../routing.ts) may now be wrong: every one of them is rendered anew. */
function expireResults(context: PayloadRequest['context']) {
  if (!context.disableRevalidate) safeRevalidateRoute(RESULTS_ROUTE, 'page')
}

const afterChange: CollectionAfterChangeHook = async ({ collection, doc, req }) => {
  if (isIndexedCollection(collection.slug)) {
    await refreshSearchEntry(req.payload, req, collection.slug, doc.id)
    expireResults(req.context)
  }
  return doc
}

const afterDelete: CollectionAfterDeleteHook = async ({ collection, id, req }) => {
  if (isIndexedCollection(collection.slug)) {
    await removeSearchEntry(req.payload, req, collection.slug, id)
    expireResults(req.context)
  }
}

/**
 * Keeps the search index in step: every save (create, update, publish, unpublish, draft) and delete of
 * an indexed document refreshes its row in the same transaction. The index tables are made when
 * Payload starts (not during `next build`, which writes nothing), so no hook meets a missing table,
 * in the server, in scripts such as the seed, and in tests alike.
 *
 * It hooks into collections other features add (the shop's products), so the search feature is
 * registered after them; a collection missing here is a start-up error rather than a quietly stale index.
 */
export const searchIndexPlugin: Plugin = (config) => {
  const present = new Set((config.collections ?? []).map((c) => c.slug))
  const missing = indexedCollections.filter((slug) => !present.has(slug))
  if (missing.length)
    throw new Error(
      `search: no collection ${missing.join(', ')} to index; register the search feature after the feature that adds it (features/registry.ts)`,
    )
  const hooked = (c: CollectionConfig): CollectionConfig =>
    isIndexedCollection(c.slug)
      ? {
          ...c,
          hooks: {
            ...c.hooks,
            afterChange: [...(c.hooks?.afterChange ?? []), afterChange],
            afterDelete: [...(c.hooks?.afterDelete ?? []), afterDelete],
          },
        }
      : c
  const onInit = config.onInit
  return {
    ...config,
    collections: (config.collections ?? []).map(hooked),
    onInit: async (payload) => {
      await onInit?.(payload)
      if (process.env.NEXT_PHASE !== 'phase-production-build') await ensureSearchIndex(payload)
    },
  }
}
