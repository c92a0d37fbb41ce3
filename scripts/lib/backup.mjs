// Backup and restore of a Smedja site: the database (SQLite or PostgreSQL) and the media folder, with
// each table's row count as the backup saw it, so a restore can prove it brought back that moment.
// Used by scripts/backup.mjs, scripts/restore.mjs, scripts/backup-verify.mjs and the integration test
// (apps/web/tests/int/backup.int.test.ts). README "Backup and restore" is the operator's side.
//
// - SQLite: `VACUUM INTO` copies the database as one read transaction sees it, while the site keeps
//   reading and writing (WAL); the copy is the snapshot, and its counts are read from the copy.
// - PostgreSQL: a repeatable-read transaction exports its snapshot; the counts are read in it and
//   `pg_dump --snapshot` dumps exactly that snapshot, so counts and dump are the same moment.
// - Media: copied after the database, so every file the database names is there (a file deleted in
//   between would be missing; uploads made in between are extra and harmless).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'

import { postgresBinDir } from './system.mjs'

export const MANIFEST = 'manifest.json'
const SQLITE_FILE = 'smedja.db'
const PG_DUMP_FILE = 'database.dump'

export const dialectOf = (url) => (url.startsWith('postgres') ? 'postgres' : 'sqlite')
const sqlitePath = (url) => url.replace(/^file:/, '')
const quoteIdent = (name) => `"${String(name).replaceAll('"', '""')}"`

/** PostgreSQL's client programs: PG_BIN, else the newest Debian cluster's, else whatever is on PATH. */
function pgTool(name) {
  const dir = process.env.PG_BIN || postgresBinDir()
  return dir ? path.join(dir, name) : name
}

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} failed (exit ${code}): ${stderr.trim()}`)),
    )
  })
}

/** Row counts of every table of a SQLite file. */
export async function sqliteCounts(file) {
  const db = createClient({ url: `file:${file}` })
  try {
    const tables = await db.execute(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
    )
    const counts = {}
    for (const { name } of tables.rows) {
      const res = await db.execute(`select count(*) as n from ${quoteIdent(name)}`)
      counts[name] = Number(res.rows[0].n)
    }
    return counts
  } finally {
    db.close()
  }
}

/** Row counts of every table in the public schema, read on the given client (and its transaction). */
async function postgresCountsOn(client) {
  const tables = await client.query(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  )
  const counts = {}
  for (const { table_name: name } of tables.rows) {
    const res = await client.query(`select count(*)::bigint as n from public.${quoteIdent(name)}`)
    counts[name] = Number(res.rows[0].n)
  }
  return counts
}

export async function postgresCounts(url) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await postgresCountsOn(client)
  } finally {
    await client.end()
  }
}

/** Row counts of the database at `url`, either dialect. */
export const databaseCounts = (url) =>
  dialectOf(url) === 'postgres' ? postgresCounts(url) : sqliteCounts(sqlitePath(url))

function countFiles(dir) {
  if (!fs.existsSync(dir)) return 0
  let n = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    n += entry.isDirectory() ? countFiles(path.join(dir, entry.name)) : 1
  }
  return n
}

/**
 * Backs up a running (or stopped) site into `outDir`, which must not exist yet or be empty. Returns
 * the manifest it wrote: dialect, time, each table's row count at the backup moment, media files.
 */
export async function backupSite({ databaseUrl, mediaDir, outDir }) {
  if (fs.existsSync(outDir) && fs.readdirSync(outDir).length > 0) {
    throw new Error(`${outDir} is not empty; choose a new folder for the backup`)
  }
  fs.mkdirSync(outDir, { recursive: true, mode: 0o700 })
  const dialect = dialectOf(databaseUrl)
  const createdAt = new Date().toISOString()
  let counts
  let database
  if (dialect === 'sqlite') {
    database = SQLITE_FILE
    const target = path.join(outDir, SQLITE_FILE)
    const db = createClient({ url: `file:${sqlitePath(databaseUrl)}` })
    try {
      // Waits for a moment when another process holds the write lock at the start of the copy.
      await db.execute('PRAGMA busy_timeout = 10000')
      await db.execute({ sql: 'VACUUM INTO ?', args: [target] })
    } finally {
      db.close()
    }
    counts = await sqliteCounts(target)
  } else {
    database = PG_DUMP_FILE
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
      const { rows } = await client.query('select pg_export_snapshot() as id')
      counts = await postgresCountsOn(client)
      // The snapshot lives as long as this transaction: the dump runs while it is open.
      await run(pgTool('pg_dump'), [
        '--format=custom',
        `--snapshot=${rows[0].id}`,
        '--no-owner',
        '--no-privileges',
        `--file=${path.join(outDir, PG_DUMP_FILE)}`,
        `--dbname=${databaseUrl}`,
      ])
      await client.query('COMMIT')
    } finally {
      await client.end()
    }
  }
  const hasMedia = Boolean(mediaDir && fs.existsSync(mediaDir))
  if (hasMedia) fs.cpSync(mediaDir, path.join(outDir, 'media'), { recursive: true })
  const manifest = {
    format: 1,
    dialect,
    createdAt,
    database,
    counts,
    mediaFiles: hasMedia ? countFiles(path.join(outDir, 'media')) : 0,
  }
  fs.writeFileSync(path.join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}

export function readManifest(backupDir) {
  const file = path.join(backupDir, MANIFEST)
  if (!fs.existsSync(file))
    throw new Error(`${backupDir} holds no ${MANIFEST}: not a Smedja backup`)
  return JSON.parse(fs.readFileSync(file, 'utf8'))
}

async function isEmptyPostgres(url) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
    )
    return rows[0].n === 0
  } finally {
    await client.end()
  }
}

/**
 * Restores a backup into the database at `databaseUrl` and the media folder `mediaDir`. The site must
 * be stopped. Refuses to overwrite an existing database or media folder unless `force` is set. Returns
 * the restored counts beside the backup's, and the tables where they differ.
 */
export async function restoreSite({ backupDir, databaseUrl, mediaDir, force = false }) {
  const manifest = readManifest(backupDir)
  const dialect = dialectOf(databaseUrl)
  if (dialect !== manifest.dialect) {
    throw new Error(
      `the backup is of a ${manifest.dialect} database; DATABASE_URL names a ${dialect} one`,
    )
  }
  if (dialect === 'sqlite') {
    const target = sqlitePath(databaseUrl)
    if (fs.existsSync(target) && !force) {
      throw new Error(`${target} exists; stop the site and pass --force to replace it`)
    }
    fs.mkdirSync(path.dirname(target), { recursive: true })
    // Copy beside it, then rename: the database file is never half written.
    fs.copyFileSync(path.join(backupDir, manifest.database), `${target}.restoring`)
    for (const extra of ['-wal', '-shm']) fs.rmSync(`${target}${extra}`, { force: true })
    fs.renameSync(`${target}.restoring`, target)
  } else {
    const empty = await isEmptyPostgres(databaseUrl)
    if (!empty && !force) {
      throw new Error(
        'the target database has tables; stop the site and pass --force to replace them',
      )
    }
    await run(pgTool('pg_restore'), [
      '--exit-on-error',
      '--no-owner',
      '--no-privileges',
      ...(empty ? [] : ['--clean', '--if-exists']),
      `--dbname=${databaseUrl}`,
      path.join(backupDir, manifest.database),
    ])
  }
  const mediaBackup = path.join(backupDir, 'media')
  if (mediaDir && fs.existsSync(mediaBackup)) {
    if (fs.existsSync(mediaDir) && fs.readdirSync(mediaDir).length > 0) {
      if (!force) throw new Error(`${mediaDir} is not empty; pass --force to replace it`)
      fs.rmSync(mediaDir, { recursive: true, force: true })
    }
    fs.cpSync(mediaBackup, mediaDir, { recursive: true })
  }
  const counts = await databaseCounts(databaseUrl)
  return { manifest, counts, differences: compareCounts(manifest.counts, counts) }
}

/** Tables whose counts differ between two readings (a table missing on one side counts as -1). */
export function compareCounts(expected, actual) {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort()
  return names
    .map((table) => ({ table, expected: expected[table] ?? -1, actual: actual[table] ?? -1 }))
    .filter((row) => row.expected !== row.actual)
}

/** The database URL and media folder of the site the environment describes (as the web app reads them). */
export function siteLocation(env, repoRoot) {
  const dataDir = path.resolve(env.SMEDJA_DATA_DIR || path.join(repoRoot, 'data'))
  return {
    dataDir,
    databaseUrl: env.DATABASE_URL || `file:${path.join(dataDir, 'smedja.db')}`,
    mediaDir: path.join(dataDir, 'media'),
  }
}
