// Sites registered to use the network's API (SPEC 6: site owners are identified by an API key). Only a
// registered key, on a page of one of its origins, gets credentials; the admin page manages them.
import type { Db } from '../db/database.js'

export interface Site {
  apiKey: string
  name: string
  origins: string[]
  managedBy: 'admin' | 'config'
}

export interface SiteInput {
  apiKey: string
  name: string
  origins: string[]
}

type Row = Record<string, unknown>

function toSite(row: Row): Site {
  return {
    apiKey: String(row.api_key),
    name: String(row.name),
    origins: String(row.origins).split(/\s+/).filter(Boolean),
    managedBy: row.managed_by === 'config' ? 'config' : 'admin',
  }
}

export function findSite(db: Db, apiKey: string): Site | undefined {
  const row = db.prepare('SELECT * FROM sites WHERE api_key = ?').get(apiKey) as Row | undefined
  return row ? toSite(row) : undefined
}

export function listSites(db: Db): Site[] {
  return (db.prepare('SELECT * FROM sites ORDER BY name, api_key').all() as Row[]).map(toSite)
}

/** True when apiKey is registered and origin is one of its pages' origins. */
export function siteAllows(
  db: Db,
  apiKey: string | undefined,
  origin: string | undefined,
): boolean {
  if (!apiKey || !origin) return false
  return findSite(db, apiKey)?.origins.includes(origin) ?? false
}

/** Adds or replaces a site. Sites from the configuration are written on every start. */
export function saveSite(db: Db, site: SiteInput, managedBy: Site['managedBy'], now: Date): void {
  db.prepare(
    `INSERT INTO sites (api_key, name, origins, managed_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
      ON CONFLICT(api_key) DO UPDATE SET name = excluded.name, origins = excluded.origins,
        managed_by = excluded.managed_by, updated_at = excluded.updated_at`,
  ).run(
    site.apiKey,
    site.name,
    site.origins.join(' '),
    managedBy,
    now.toISOString(),
    now.toISOString(),
  )
}

/** Removes a site; its members' tokens for that key stop working. */
export function deleteSite(db: Db, apiKey: string): boolean {
  db.prepare('DELETE FROM access_tokens WHERE api_key = ?').run(apiKey)
  return db.prepare('DELETE FROM sites WHERE api_key = ?').run(apiKey).changes > 0
}
