import { createLocalReq, type Payload, type PayloadRequest, type TypedLocale } from 'payload'

import { queryRows, sql, unitOfWork } from '@/platform/database/sql'

import { documentText, type BlockLike, type FieldLike } from '../documentText'
import { indexableText } from '../snippet'
import { indexedCollections, searchSources, type IndexedCollection } from '../sources'
import { ensureSearchIndex, isPostgres } from './schema'

/** One row of the index. */
export type SearchEntry = {
  collection: IndexedCollection
  docId: string
  url: string
  title: string
  body: string
}

// Body text beyond this adds little to ranking and snippets and only makes every query slower.
const MAX_BODY = 20_000

type AnyDoc = { id: number | string; title?: unknown }

function defaultLocale(payload: Payload): TypedLocale | undefined {
  const localization = payload.config.localization
  return localization ? (localization.defaultLocale as TypedLocale) : undefined
}

/** The index row of a document as an anonymous visitor reads it, in the site's default locale. */
export function entryOf(payload: Payload, collection: IndexedCollection, doc: AnyDoc): SearchEntry {
  const source = searchSources[collection] as unknown as {
    path: (doc: AnyDoc) => string
    extra?: (doc: AnyDoc) => (string | null | undefined)[]
  }
  const fields = payload.collections[collection].config.fields as unknown as FieldLike[]
  const blocks = (payload.config.blocks ?? []) as unknown as BlockLike[]
  const text = [
    documentText(fields, doc, { skip: ['title', 'slug', 'meta'], blocks }),
    ...(source.extra?.(doc) ?? []),
  ]
    .filter(Boolean)
    .join('\n')
  return {
    collection,
    docId: String(doc.id),
    url: source.path(doc),
    title: indexableText(String(doc.title ?? '')),
    body: indexableText(text).slice(0, MAX_BODY),
  }
}

/** Writes on the caller's transaction when there is one, else in a unit of work of its own. */
function write(
  payload: Payload,
  req: Partial<PayloadRequest> | undefined,
  query: ReturnType<typeof sql>,
): Promise<unknown> {
  if (req?.transactionID) return queryRows(payload, req, query)
  return unitOfWork(payload, (own) => queryRows(payload, own, query))
}

function upsertQuery(entry: SearchEntry) {
  return sql`INSERT INTO site_search (collection, doc_id, url, title, body)
    VALUES (${entry.collection}, ${entry.docId}, ${entry.url}, ${entry.title}, ${entry.body})
    ON CONFLICT (collection, doc_id) DO UPDATE SET
      url = excluded.url, title = excluded.title, body = excluded.body, updated_at = CURRENT_TIMESTAMP`
}

function removeQuery(collection: IndexedCollection, id: number | string) {
  return sql`DELETE FROM site_search WHERE collection = ${collection} AND doc_id = ${String(id)}`
}

/**
 * Brings one document's row in step with what an anonymous visitor can read now: written when the
 * document is readable (published and not restricted), removed when it is not (a draft, unpublished,
 * or deleted). Reads and writes on `req`'s transaction, so the index commits or rolls back with the
 * change that caused it. Saving a draft of a published page re-indexes its published version.
 */
export async function refreshSearchEntry(
  payload: Payload,
  req: Partial<PayloadRequest> | undefined,
  collection: IndexedCollection,
  id: number | string,
): Promise<void> {
  const anonymous = await createLocalReq({ context: { searchIndex: true } }, payload)
  if (req?.transactionID) anonymous.transactionID = req.transactionID
  const { docs } = await payload.find({
    collection,
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: false,
    draft: false,
    locale: defaultLocale(payload),
    req: anonymous,
  })
  const doc = docs[0] as AnyDoc | undefined
  await write(
    payload,
    req,
    doc ? upsertQuery(entryOf(payload, collection, doc)) : removeQuery(collection, id),
  )
}

export async function removeSearchEntry(
  payload: Payload,
  req: Partial<PayloadRequest> | undefined,
  collection: IndexedCollection,
  id: number | string,
): Promise<void> {
  await write(payload, req, removeQuery(collection, id))
}

/** Every document an anonymous visitor can read, as index rows. */
async function readableEntries(payload: Payload): Promise<SearchEntry[]> {
  const entries: SearchEntry[] = []
  for (const collection of indexedCollections) {
    for (let page = 1; ; page++) {
      const result = await payload.find({
        collection,
        limit: 100,
        page,
        depth: 0,
        overrideAccess: false,
        draft: false,
        locale: defaultLocale(payload),
        sort: 'id',
      })
      for (const doc of result.docs)
        entries.push(entryOf(payload, collection, doc as unknown as AnyDoc))
      if (!result.hasNextPage) break
    }
  }
  return entries
}

/**
 * Rebuilds the whole index from the documents (the `search:reindex` script, and a server's first
 * start on a database indexed by nothing yet). Visitors keep searching the old index until the new one
 * commits in one transaction.
 */
export async function rebuildSearchIndex(payload: Payload): Promise<{ documents: number }> {
  await ensureSearchIndex(payload)
  const entries = await readableEntries(payload)
  await unitOfWork(payload, async (req) => {
    await queryRows(payload, req, sql`DELETE FROM site_search`)
    for (const entry of entries) await queryRows(payload, req, upsertQuery(entry))
    if (!isPostgres(payload))
      await queryRows(
        payload,
        req,
        sql`INSERT INTO site_search_fts (site_search_fts) VALUES ('optimize')`,
      )
  })
  return { documents: entries.length }
}

/** Number of documents in the index. */
export async function countSearchEntries(payload: Payload): Promise<number> {
  await ensureSearchIndex(payload)
  const rows = await queryRows(payload, undefined, sql`SELECT count(*) AS n FROM site_search`)
  return Number(rows[0]?.n ?? 0)
}
