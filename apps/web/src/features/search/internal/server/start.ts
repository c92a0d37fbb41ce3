import { payloadClient } from '@/platform/payload'

import { countSearchEntries, rebuildSearchIndex } from './indexer'

/**
 * Server start: the index tables exist (Payload's start made them); a database that has documents but
 * an empty index (one from before the search index, or restored without it) is indexed once.
 */
export async function startSearchIndex(): Promise<void> {
  const payload = await payloadClient()
  if ((await countSearchEntries(payload)) > 0) return
  const { documents } = await rebuildSearchIndex(payload)
  if (documents) payload.logger.info(`search: indexed ${documents} documents`)
}
