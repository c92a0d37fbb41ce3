import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

type PostgresServer = { url: string; stop: () => void }
type PostgresScripts = {
  startPostgres: (opts: { port: number; dir: string }) => PostgresServer
}
type WebScripts = { runPayloadScript: (script: string, env: Record<string, string>) => unknown }

/** A migrated database to copy: a SQLite file or a PostgreSQL database, and the data folder beside it. */
export type Template = { database: string; dataDir: string }

/**
 * Integration tests run on SQLite by default and on PostgreSQL when INT_DB=postgres (npm test does
 * both). For PostgreSQL a private server is started on loopback, installing it first if missing.
 *
 * Two templates are built here once: the committed migrations run exactly as `npm start` runs them,
 * and a copy of that with the Swedish demo site seeded. Every test file then starts from a copy of one
 * (a file copy on SQLite, `CREATE DATABASE … TEMPLATE` on PostgreSQL).
 */
export default async function setup(project: TestProject) {
  const dialect = process.env.INT_DB === 'postgres' ? 'postgres' : 'sqlite'
  project.provide('dialect', dialect)
  const { startPostgres } =
    (await import('../../../../scripts/lib/postgres.mjs')) as PostgresScripts
  const { runPayloadScript } = (await import('../../../../scripts/lib/web.mjs')) as WebScripts
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `smedja-int-${dialect}-`))
  let pg: PostgresServer | undefined
  let clusterDir: string | undefined
  if (dialect === 'postgres') {
    // A folder of its own: initdb wants it empty, and it is handed to the postgres user.
    clusterDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smedja-int-pg-'))
    pg = startPostgres({ port: Number(process.env.SMEDJA_INT_PG_PORT ?? 55433), dir: clusterDir })
  }
  const adminUrl = pg?.url ?? ''

  async function copyDatabase(from: string | null, to: string): Promise<string> {
    if (dialect === 'sqlite') {
      const file = path.join(dir, `${to}.db`)
      if (from) fs.copyFileSync(from, file)
      return file
    }
    const { default: Pg } = await import('pg')
    const admin = new Pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${to}"${from ? ` TEMPLATE "${from}"` : ''}`)
    await admin.end()
    return to
  }

  function build(database: string, name: string, seed: boolean): Template {
    const dataDir = path.join(dir, `${name}-data`)
    fs.mkdirSync(dataDir)
    runPayloadScript('tests/int/template.ts', {
      SMEDJA_DATA_DIR: dataDir,
      SMEDJA_TEMPLATE_SEED: seed ? '1' : '0',
      PAYLOAD_SECRET: 'int-template-secret-0123456789abcdef',
      NONCE_SECRET: 'int-template-nonce-0123456789abcdef',
      DATABASE_URL:
        dialect === 'sqlite' ? `file:${database}` : adminUrl.replace(/\/[^/]+$/, `/${database}`),
    })
    return { database, dataDir }
  }

  const empty = build(await copyDatabase(null, 'smedja_int_template'), 'template', false)
  const seeded = build(
    await copyDatabase(empty.database, 'smedja_int_template_seeded'),
    'template-seeded',
    true,
  )
  project.provide('pgAdminUrl', adminUrl)
  project.provide('templates', { empty, seeded })
  return () => {
    pg?.stop()
    for (const d of [dir, clusterDir]) if (d) fs.rmSync(d, { recursive: true, force: true })
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    dialect: 'sqlite' | 'postgres'
    pgAdminUrl: string
    templates: { empty: Template; seeded: Template }
  }
}
