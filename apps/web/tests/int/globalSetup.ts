import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

/**
 * Integration tests run on SQLite by default and on PostgreSQL when INT_DB=postgres (npm test does
 * both). For PostgreSQL a private server is started on loopback, installing it first if missing.
 */
export default async function setup(project: TestProject) {
  const dialect = process.env.INT_DB === 'postgres' ? 'postgres' : 'sqlite'
  project.provide('dialect', dialect)
  if (dialect === 'postgres') {
    const { startPostgres } = (await import('../../../../scripts/lib/postgres.mjs')) as {
      startPostgres: (opts: { port: number; dir: string }) => { url: string; stop: () => void }
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smedja-int-pg-'))
    const pg = startPostgres({ port: Number(process.env.SMEDJA_INT_PG_PORT ?? 55433), dir })
    project.provide('pgAdminUrl', pg.url)
    return () => {
      pg.stop()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  } else {
    project.provide('pgAdminUrl', '')
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    dialect: 'sqlite' | 'postgres'
    pgAdminUrl: string
  }
}
