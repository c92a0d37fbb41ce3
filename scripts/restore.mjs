#!/usr/bin/env node
// `npm run restore -- DIR [--force]`: restores a backup written by `npm run backup` into the site the
// environment names (DATABASE_URL or the SQLite file in SMEDJA_DATA_DIR, and its media folder). Stop
// the site first. Refuses to replace an existing database or media folder without --force. Checks
// afterwards that every table holds the rows the backup counted. README "Backup and restore".
import path from 'node:path'
import { parseArgs } from 'node:util'

import { restoreSite, siteLocation } from './lib/backup.mjs'
import { repoRoot } from './lib/web.mjs'

const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
})
if (positionals.length !== 1) {
  console.error('usage: npm run restore -- <backup folder> [--force]')
  process.exit(2)
}
const site = siteLocation(process.env, repoRoot)

try {
  const { manifest, differences } = await restoreSite({
    backupDir: path.resolve(positionals[0]),
    databaseUrl: site.databaseUrl,
    mediaDir: process.env.S3_BUCKET ? null : site.mediaDir,
    force: values.force,
  })
  if (differences.length > 0) {
    for (const d of differences) {
      console.error(`[restore] ${d.table}: backup counted ${d.expected}, restored ${d.actual}`)
    }
    throw new Error('the restored database does not match the backup')
  }
  console.log(
    `[restore] ${manifest.dialect} backup of ${manifest.createdAt} restored: ` +
      `${Object.keys(manifest.counts).length} tables, every count as backed up`,
  )
} catch (error) {
  console.error(`[restore] ${error.message}`)
  process.exitCode = 1
}
