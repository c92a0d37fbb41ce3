#!/usr/bin/env node
// `npm run backup [-- --out DIR]`: backs up the site the environment names (DATABASE_URL or the SQLite
// file in SMEDJA_DATA_DIR, and its media folder) while it runs. Writes DIR (default
// <data>/backups/<time>) with the database, the media and manifest.json (each table's row count at
// the backup moment). README "Backup and restore".
import path from 'node:path'
import { parseArgs } from 'node:util'

import { backupSite, siteLocation } from './lib/backup.mjs'
import { repoRoot } from './lib/web.mjs'

const { values } = parseArgs({ options: { out: { type: 'string' } } })
const site = siteLocation(process.env, repoRoot)
const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const outDir = path.resolve(values.out ?? path.join(site.dataDir, 'backups', stamp))

try {
  const started = Date.now()
  const manifest = await backupSite({
    databaseUrl: site.databaseUrl,
    // With S3_BUCKET the media are in the bucket, backed up by the bucket's own means (README).
    mediaDir: process.env.S3_BUCKET ? null : site.mediaDir,
    outDir,
  })
  const rows = Object.values(manifest.counts).reduce((a, b) => a + b, 0)
  console.log(
    `[backup] ${manifest.dialect}: ${Object.keys(manifest.counts).length} tables, ${rows} rows, ` +
      `${manifest.mediaFiles} media files → ${outDir} (${Date.now() - started} ms)`,
  )
  if (process.env.S3_BUCKET) {
    console.log(
      `[backup] media are in the bucket ${process.env.S3_BUCKET}: back it up as README says`,
    )
  }
} catch (error) {
  console.error(`[backup] ${error.message}`)
  process.exitCode = 1
}
