import type { Payload } from 'payload'

import { queryRows, sql } from '@/platform/database/sql'

import { fts5Query, parseSearchQuery, tsQuery } from '../query'
import { MATCH_END, MATCH_START, snippetParts, type SnippetPart } from '../snippet'
import { isIndexedCollection, searchSources, type SearchHitType } from '../sources'
import { ensureSearchIndex, isPostgres } from './schema'

export type SearchHit = {
  type: SearchHitType
  title: string
  url: string
  /** Body text around the best match, the matches marked. */
  snippet: SnippetPart[]
}

export type SearchResults = {
  /** The words searched for; none when the query had nothing searchable. */
  terms: string[]
  hits: SearchHit[]
  total: number
  page: number
  totalPages: number
}

// Title matches count ten times body matches (bm25 weights; PostgreSQL weighs A over B). Matches are
// ranked and counted first; snippets are drawn only for the page of hits (auxiliary functions such as
// snippet() need the full-text cursor, hence the second MATCH).
const sqliteSearch = (match: string, limit: number, offset: number) => sql`
  WITH matches AS (
    SELECT rowid AS id, bm25(site_search_fts, 10.0, 1.0) AS rank
    FROM site_search_fts WHERE site_search_fts MATCH ${match}
  ),
  page AS (
    SELECT id, rank, count(*) OVER () AS total FROM matches ORDER BY rank, id
    LIMIT ${limit} OFFSET ${offset}
  )
  SELECT d.collection, d.url, d.title, page.total,
    snippet(site_search_fts, 1, ${MATCH_START}, ${MATCH_END}, '…', 24) AS snippet
  FROM page
  JOIN site_search_fts ON site_search_fts.rowid = page.id
  JOIN site_search d ON d.id = page.id
  WHERE site_search_fts MATCH ${match}
  ORDER BY page.rank, page.id`

const headlineOptions = `StartSel="${MATCH_START}", StopSel="${MATCH_END}", MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`

// The headline is drawn only for the page of hits, after ranking and counting every match.
const postgresSearch = (query: string, limit: number, offset: number) => sql`
  WITH q AS (SELECT to_tsquery('swedish', ${query}) AS query),
  ranked AS (
    SELECT s.collection, s.url, s.title, s.body,
      ts_rank(s.tsv, q.query) AS rank, count(*) OVER () AS total
    FROM site_search s, q
    WHERE s.tsv @@ q.query
    ORDER BY rank DESC, s.title
    LIMIT ${limit} OFFSET ${offset}
  )
  SELECT r.collection, r.url, r.title, r.total,
    ts_headline('swedish', r.body, q.query, ${headlineOptions}) AS snippet
  FROM ranked r, q
  ORDER BY r.rank DESC, r.title`

async function countMatches(payload: Payload, terms: string[]): Promise<number> {
  const rows = await queryRows(
    payload,
    undefined,
    isPostgres(payload)
      ? sql`SELECT count(*) AS n FROM site_search WHERE tsv @@ to_tsquery('swedish', ${tsQuery(terms)})`
      : sql`SELECT count(*) AS n FROM site_search_fts WHERE site_search_fts MATCH ${fts5Query(terms)}`,
  )
  return Number(rows[0]?.n ?? 0)
}

/**
 * Ranked hits for a visitor's query among published pages, posts, projects and products, with
 * highlighted snippets and the total for paging: one query on the full-text index.
 */
export async function searchSite(
  payload: Payload,
  q: string,
  { page = 1, perPage = 10 }: { page?: number; perPage?: number } = {},
): Promise<SearchResults> {
  const terms = parseSearchQuery(q)
  if (!terms.length) return { terms, hits: [], total: 0, page: 1, totalPages: 0 }
  await ensureSearchIndex(payload)
  const current = Math.max(1, Math.floor(page))
  const offset = (current - 1) * perPage
  const rows = await queryRows(
    payload,
    undefined,
    isPostgres(payload)
      ? postgresSearch(tsQuery(terms), perPage, offset)
      : sqliteSearch(fts5Query(terms), perPage, offset),
  )
  const hits = rows.flatMap((row): SearchHit[] => {
    const collection = String(row.collection)
    if (!isIndexedCollection(collection)) return []
    return [
      {
        type: searchSources[collection].type,
        title: String(row.title),
        url: String(row.url),
        snippet: snippetParts(String(row.snippet ?? '')),
      },
    ]
  })
  const total = rows.length
    ? Number(rows[0]?.total)
    : offset > 0
      ? await countMatches(payload, terms) // a page past the end: count for the pager
      : 0
  return { terms, hits, total, page: current, totalPages: Math.ceil(total / perPage) }
}
