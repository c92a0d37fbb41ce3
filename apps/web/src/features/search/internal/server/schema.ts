import type { Payload } from 'payload'

import { queryRows, sql, unitOfWork } from '@/platform/database/sql'

/**
 * The search index: derived data outside Payload's schema, so it is made here with idempotent DDL
 * (at Payload's start in every process, at server start and by the rebuild script) and never by a
 * migration. One row per indexed document in `site_search`; the engine's index beside it:
 *
 * - SQLite: an FTS5 table over `site_search` (external content, kept in step by triggers), with
 *   case and diacritics folded (`underhall` finds `underhåll`) and prefix indexes for 2 and 3
 *   characters, since every term is searched as a prefix.
 * - PostgreSQL: a stored `tsvector` with the 'swedish' configuration (stemming and stop words),
 *   titles weighted A and body text B, under a GIN index.
 */
export const SEARCH_TABLE = 'site_search'

const sqliteSchema = [
  `CREATE TABLE IF NOT EXISTS site_search (
    id INTEGER PRIMARY KEY,
    collection TEXT NOT NULL,
    doc_id TEXT NOT NULL,
    url TEXT NOT NULL,
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    updated_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP,
    UNIQUE (collection, doc_id)
  )`,
  `CREATE VIRTUAL TABLE IF NOT EXISTS site_search_fts USING fts5(
    title, body,
    content = 'site_search', content_rowid = 'id',
    tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
  )`,
  `CREATE TRIGGER IF NOT EXISTS site_search_ai AFTER INSERT ON site_search BEGIN
    INSERT INTO site_search_fts (rowid, title, body) VALUES (new.id, new.title, new.body);
  END`,
  `CREATE TRIGGER IF NOT EXISTS site_search_ad AFTER DELETE ON site_search BEGIN
    INSERT INTO site_search_fts (site_search_fts, rowid, title, body)
      VALUES ('delete', old.id, old.title, old.body);
  END`,
  `CREATE TRIGGER IF NOT EXISTS site_search_au AFTER UPDATE ON site_search BEGIN
    INSERT INTO site_search_fts (site_search_fts, rowid, title, body)
      VALUES ('delete', old.id, old.title, old.body);
    INSERT INTO site_search_fts (rowid, title, body) VALUES (new.id, new.title, new.body);
  END`,
]

const postgresSchema = [
  // Several web processes may start at once; CREATE … IF NOT EXISTS is not safe against itself.
  `SELECT pg_advisory_xact_lock(hashtext('smedja.site_search'))`,
  `CREATE TABLE IF NOT EXISTS site_search (
    id serial PRIMARY KEY,
    collection text NOT NULL,
    doc_id text NOT NULL,
    url text NOT NULL,
    title text NOT NULL,
    body text NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now(),
    tsv tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('swedish', title), 'A') || setweight(to_tsvector('swedish', body), 'B')
    ) STORED,
    UNIQUE (collection, doc_id)
  )`,
  `CREATE INDEX IF NOT EXISTS site_search_tsv ON site_search USING gin (tsv)`,
]

export const isPostgres = (payload: Payload) => payload.db.name === 'postgres'

const ensured = new WeakMap<Payload, Promise<void>>()

/** Creates the index tables if missing; once per Payload instance (a failure is retried next time). */
export function ensureSearchIndex(payload: Payload): Promise<void> {
  let done = ensured.get(payload)
  if (!done) {
    done = unitOfWork(payload, async (req) => {
      for (const ddl of isPostgres(payload) ? postgresSchema : sqliteSchema)
        await queryRows(payload, req, sql.raw(ddl))
    })
    done.catch(() => ensured.delete(payload))
    ensured.set(payload, done)
  }
  return done
}
