#!/usr/bin/env node
// Until the first release, the schema lives in one `initial` migration per dialect. This rewrites
// both from the current Payload config (types and the admin import map too). After a release, add
// migrations with `npx payload migrate:create <name>` per dialect instead of rewriting.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startPostgres } from './lib/postgres.mjs'
import { baseEnv, webDir } from './lib/web.mjs'

const payloadBin = path.join(webDir, '../../node_modules/.bin/payload')
function payload(args, env) {
  const res = spawnSync(payloadBin, args, {
    cwd: webDir,
    stdio: 'inherit',
    env: { ...process.env, ...baseEnv, ...env },
  })
  if (res.status !== 0) throw new Error(`payload ${args.join(' ')} failed`)
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'smedja-migrations-'))
const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smedja-migrations-pg-'))
const pg = startPostgres({ port: 55439, dir: pgDir })
try {
  // Written into a temporary folder and swapped in at the end, so a build running meanwhile never
  // sees a half-written migrations folder.
  const staging = path.join(tmp, 'migrations')
  fs.mkdirSync(staging, { recursive: true })
  for (const dialect of ['sqlite', 'postgres']) {
    const url =
      dialect === 'postgres'
        ? pg.createDatabase('smedja_migrations')
        : `file:${path.join(tmp, 'm.db')}`
    payload(['migrate:create', 'initial'], {
      DATABASE_URL: url,
      SMEDJA_DATA_DIR: tmp,
      SMEDJA_MIGRATIONS_DIR: staging,
    })
    if (!fs.existsSync(path.join(staging, dialect, 'index.ts')))
      throw new Error(`no ${dialect} migration was written`)
  }
  for (const dialect of ['sqlite', 'postgres']) {
    const dir = path.join(webDir, 'src', 'migrations', dialect)
    const old = path.join(tmp, `old-${dialect}`)
    if (fs.existsSync(dir)) fs.renameSync(dir, old)
    fs.cpSync(path.join(staging, dialect), dir, { recursive: true })
  }
  payload(['generate:types'], { SMEDJA_DATA_DIR: tmp })
  payload(['generate:importmap'], { SMEDJA_DATA_DIR: tmp })
} finally {
  pg.stop()
  fs.rmSync(tmp, { recursive: true, force: true })
  fs.rmSync(pgDir, { recursive: true, force: true })
}
