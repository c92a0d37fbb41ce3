import { migrations as postgresMigrations } from '../migrations/postgres'
import { migrations as sqliteMigrations } from '../migrations/sqlite'
import type { Dialect } from './database'

/** The committed migrations of a dialect, imported (not read from disk) so bundlers and test runners find them. */
export function migrationsFor(dialect: Dialect) {
  return dialect === 'postgres' ? postgresMigrations : sqliteMigrations
}
