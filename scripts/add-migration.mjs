#!/usr/bin/env node
// Adds a migration per dialect for the schema change in the working tree:
//   node scripts/add-migration.mjs <name>
// Payload diffs the config against the newest migration's snapshot. When the newest migration has the
// same name and is not committed yet, it is replaced, so the command can be re-run while a change is
// in progress (a same-named migration that is older than another is refused: dropping it would lose
// its changes). Committed migrations are never touched. Types and the admin import map are regenerated too.
// Run it under `flock /tmp/smedja-schema.lock` when several people share one working tree.
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startPostgres } from './lib/postgres.mjs'
import { baseEnv, webDir } from './lib/web.mjs'

const name = process.argv[2]
if (!name || !/^[a-z][a-z0-9_]*$/.test(name)) {
  console.error('usage: node scripts/add-migration.mjs <name in snake_case>')
  process.exit(2)
}

const payloadBin = path.join(webDir, '../../node_modules/.bin/payload')
function payload(args, env) {
  const res = spawnSync(payloadBin, args, {
    cwd: webDir,
    stdio: 'inherit',
    env: { ...process.env, ...baseEnv, ...env },
  })
  if (res.status !== 0) throw new Error(`payload ${args.join(' ')} failed`)
}

const migrationsDir = path.join(webDir, 'src', 'migrations')
const committed = new Set(
  execFileSync('git', ['ls-files', 'src/migrations'], { cwd: webDir, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((f) => path.join(webDir, f)),
)

/**
 * drizzle-kit rebuilds a SQLite table (for a changed default, say) by copying every column of the new
 * table from the old one, including columns the same migration adds, which the old table does not
 * have yet (`no such column` when it runs). Copies only the columns the previous snapshot's table has.
 */
function keepOldColumnsInSqliteRebuilds(dir) {
  const snapshots = fs
    .readdirSync(dir)
    .filter((f) => /^\d{8}_\d{6}_.+\.json$/.test(f))
    .sort()
  const current = snapshots.findIndex((f) => f.endsWith(`_${name}.json`))
  if (current < 1) return
  const before = JSON.parse(fs.readFileSync(path.join(dir, snapshots[current - 1]), 'utf8')).tables
  const file = path.join(dir, snapshots[current].replace(/\.json$/, '.ts'))
  const source = fs.readFileSync(file, 'utf8')
  const fixed = source.replace(
    /INSERT INTO \\`__new_([a-z0-9_]+)\\`\(([^)]*)\) SELECT [^;]*? FROM \\`\1\\`;/g,
    (statement, table, columns) => {
      const old = before[table]?.columns
      if (!old) return statement
      const kept = columns.split(', ').filter((column) => JSON.parse(column) in old)
      const list = kept.join(', ')
      return `INSERT INTO \\\`__new_${table}\\\`(${list}) SELECT ${list} FROM \\\`${table}\\\`;`
    },
  )
  if (fixed !== source) fs.writeFileSync(file, fixed)
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'smedja-migrations-'))
const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smedja-migrations-pg-'))
const pg = startPostgres({ port: 55439, dir: pgDir })
try {
  // Staged in a temporary copy and swapped in at the end, so a build running meanwhile never sees a
  // half-written folder.
  const staging = path.join(tmp, 'migrations')
  for (const dialect of ['sqlite', 'postgres']) {
    const dir = path.join(migrationsDir, dialect)
    fs.mkdirSync(path.join(staging, dialect), { recursive: true })
    const files = fs.readdirSync(dir).sort()
    const stamped = files.filter((f) => /^\d{8}_\d{6}_.+\.ts$/.test(f))
    for (const file of files) {
      const full = path.join(dir, file)
      const sameName = new RegExp(`^\\d{8}_\\d{6}_${name}\\.(ts|json)$`).test(file)
      if (sameName && committed.has(full))
        throw new Error(`${dialect}/${file} is committed; choose another name`)
      if (sameName && stamped.at(-1)?.replace(/\.ts$/, '') !== file.replace(/\.(ts|json)$/, ''))
        throw new Error(`${dialect}/${file} is not the newest migration; choose another name`)
      if (!sameName) fs.copyFileSync(full, path.join(staging, dialect, file))
    }
  }
  // Dialects whose run compared the whole schema (both directions), so writing nothing means that
  // dialect has nothing to change (a new select option is a Postgres enum value, nothing in SQLite).
  const diffed = new Set()
  for (const dialect of ['sqlite', 'postgres']) {
    const url =
      dialect === 'postgres'
        ? pg.createDatabase('smedja_migrations')
        : `file:${path.join(tmp, 'm.db')}`
    // The CLI sometimes exits 0 without running (see prepareDatabase in scripts/lib/web.mjs); it
    // has run when it logged the diff, whether or not there was anything to write.
    for (let attempt = 1; ; attempt++) {
      const res = spawnSync(payloadBin, ['migrate:create', name, '--skip-empty'], {
        cwd: webDir,
        encoding: 'utf8',
        env: {
          ...process.env,
          ...baseEnv,
          DATABASE_URL: url,
          SMEDJA_DATA_DIR: tmp,
          SMEDJA_MIGRATIONS_DIR: staging,
        },
      })
      process.stdout.write(res.stdout ?? '')
      process.stderr.write(res.stderr ?? '')
      if (res.status !== 0) throw new Error(`payload migrate:create failed for ${dialect}`)
      if (/DOWN statements generation complete/.test(`${res.stdout}${res.stderr}`))
        diffed.add(dialect)
      if (/Starting migration|Migration created/.test(`${res.stdout}${res.stderr}`)) break
      if (attempt === 5) throw new Error(`payload migrate:create never ran for ${dialect}`)
      console.warn(`payload migrate:create exited without running (${dialect}); retrying`)
    }
  }
  keepOldColumnsInSqliteRebuilds(path.join(staging, 'sqlite'))
  const written = ['sqlite', 'postgres'].map((dialect) =>
    fs.readdirSync(path.join(staging, dialect)).some((f) => f.endsWith(`_${name}.ts`)),
  )
  const unwritten = ['sqlite', 'postgres'].filter((_, i) => !written[i])
  if (written[0] !== written[1] && !diffed.has(unwritten[0]))
    throw new Error('a migration was written for one dialect only; nothing was changed')
  if (written[0] !== written[1])
    console.log(`no schema change for ${unwritten[0]}: a migration for the other dialect only`)
  for (const dialect of ['sqlite', 'postgres']) {
    const dir = path.join(migrationsDir, dialect)
    for (const file of fs.readdirSync(dir))
      if (!fs.existsSync(path.join(staging, dialect, file))) fs.rmSync(path.join(dir, file))
    for (const file of fs.readdirSync(path.join(staging, dialect)))
      fs.copyFileSync(path.join(staging, dialect, file), path.join(dir, file))
  }
  payload(['generate:types'], { SMEDJA_DATA_DIR: tmp })
  payload(['generate:importmap'], { SMEDJA_DATA_DIR: tmp })
} finally {
  pg.stop()
  fs.rmSync(tmp, { recursive: true, force: true })
  fs.rmSync(pgDir, { recursive: true, force: true })
}
