import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'libsql'
import { migrations } from './migrations.js'
import { seedDatabase } from './seed.js'

export type Db = Database.Database

/**
 * Opens the service's SQLite file, creating its folder, applying pending migrations and seeding the demo
 * network. Safe to call on every start: migrations are recorded and seed rows are insert-or-ignore.
 */
export function openDatabase(dbPath: string): Db {
  if (dbPath !== ':memory:') mkdirSync(dirname(dbPath), { recursive: true })
  const db = new Database(dbPath, { timeout: 5000 })
  db.exec('PRAGMA journal_mode = WAL')
  db.exec('PRAGMA foreign_keys = ON')
  migrate(db)
  seedDatabase(db)
  return db
}

export function migrate(db: Db): void {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  )
  const applied = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map(
      (row) => row.version,
    ),
  )
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue
    inTransaction(db, () => {
      db.exec(migration.sql)
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        new Date().toISOString(),
      )
    })
  }
}

/**
 * Runs `work` in one IMMEDIATE transaction (the write lock is taken up front, so two processes sharing the
 * file cannot both read a count and then both increment it), rolling back if it throws.
 */
export function inTransaction<T>(db: Db, work: () => T): T {
  db.exec('BEGIN IMMEDIATE')
  try {
    const result = work()
    db.exec('COMMIT')
    return result
  } catch (error) {
    db.exec('ROLLBACK')
    throw error
  }
}
