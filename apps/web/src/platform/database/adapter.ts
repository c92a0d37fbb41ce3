import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { atomicJobClaims } from '../jobs/claim'
import { dataDir, webRoot } from '../paths'
import { limitPostgresTransactions } from './postgresTransactions'
import { gateSqliteWrites } from './sqliteWriteGate'

export type Dialect = 'sqlite' | 'postgres'

export function databaseUrl(): string {
  return (
    process.env.DATABASE_URL || `file:${path.join(/*turbopackIgnore: true*/ dataDir, 'smedja.db')}`
  )
}

export function dialectOf(url: string): Dialect {
  return url.startsWith('postgres') ? 'postgres' : 'sqlite'
}

/**
 * SQLite file by default, PostgreSQL when DATABASE_URL says so. Both run committed migrations
 * (src/migrations/<dialect>); schema push is never used, so every environment has the same tables.
 */
export function databaseAdapter(): DatabaseAdapterObj {
  const url = databaseUrl()
  const dialect = dialectOf(url)
  // SMEDJA_MIGRATIONS_DIR lets scripts/add-migration.mjs write elsewhere and swap atomically.
  const migrationsRoot =
    process.env.SMEDJA_MIGRATIONS_DIR ||
    path.join(/*turbopackIgnore: true*/ webRoot, 'src', 'migrations')
  const migrationDir = path.join(/*turbopackIgnore: true*/ migrationsRoot, dialect)
  if (dialect === 'postgres') {
    const poolSize = Number(process.env.DATABASE_POOL_MAX ?? 10)
    return limitPostgresTransactions(
      atomicJobClaims(
        postgresAdapter({
          pool: { connectionString: url, max: poolSize },
          migrationDir,
          push: false,
        }),
      ),
      { poolSize },
    )
  }
  // Transactions on (the shop's orders rely on them), made safe by the write gate; WAL lets pages read
  // while an order is being written. The busy timeout only matters between processes.
  // Job claims are wrapped inside the write gate, so a claim outside a transaction also takes the gate.
  return gateSqliteWrites(
    atomicJobClaims(
      sqliteAdapter({
        client: { url },
        migrationDir,
        push: false,
        transactionOptions: {},
        wal: url.startsWith('file:'),
        busyTimeout: 5000,
      }),
    ),
  )
}
