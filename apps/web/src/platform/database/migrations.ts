import type { Migration } from 'payload'

import { migrations as postgresMigrations } from '../../migrations/postgres/index'
import { migrations as sqliteMigrations } from '../../migrations/sqlite/index'
import type { Dialect } from './adapter'

/** The committed migrations of a dialect, imported (not read from disk) so bundlers and test runners find them. */
export function migrationsFor(dialect: Dialect): Migration[] {
  // Generated migrations type their arguments per dialect; the adapter passes exactly those.
  return (dialect === 'postgres' ? postgresMigrations : sqliteMigrations) as unknown as Migration[]
}
