import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'

import { startTestSite, type TestSite } from './harness'

type Counts = Record<string, number>
type Manifest = { dialect: string; counts: Counts; mediaFiles: number }
type BackupScripts = {
  backupSite: (o: { databaseUrl: string; mediaDir: string; outDir: string }) => Promise<Manifest>
  restoreSite: (o: {
    backupDir: string
    databaseUrl: string
    mediaDir: string
    force?: boolean
  }) => Promise<{ counts: Counts; differences: unknown[] }>
  databaseCounts: (url: string) => Promise<Counts>
}

const countFiles = (dir: string): number =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .reduce((n, e) => n + (e.isDirectory() ? countFiles(path.join(dir, e.name)) : 1), 0)

let site: TestSite
let work: string
beforeAll(async () => {
  site = await startTestSite({ seeded: true })
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'smedja-int-backup-'))
})
afterAll(async () => {
  await site?.close()
  if (work) fs.rmSync(work, { recursive: true, force: true })
})

/** An empty database to restore into: a new file name, or a new PostgreSQL database. */
async function freshDatabase(): Promise<string> {
  if (site.dialect === 'sqlite') return `file:${path.join(work, 'restored', 'smedja.db')}`
  const pg = await import('pg')
  const adminUrl = inject('pgAdminUrl')
  const name = `smedja_int_restored_${Date.now().toString(36)}`
  const admin = new pg.default.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}"`)
  await admin.end()
  return adminUrl.replace(/\/[^/]+$/, `/${name}`)
}

describe('backup and restore', () => {
  it('backs up while submissions are written and restores exactly the rows the backup counted', async () => {
    const { backupSite, restoreSite, databaseCounts } =
      (await import('../../../../scripts/lib/backup.mjs')) as unknown as BackupScripts
    const databaseUrl = process.env.DATABASE_URL!
    const mediaDir = path.join(site.dataDir, 'media')
    const write = (n: number) =>
      site.payload.create({
        collection: 'form-submissions',
        overrideAccess: true,
        data: {
          summary: `Prov Provsson ${n}`,
          form: 'Säkerhetskopia – Prov #0',
          email: `prov${n}@example.se`,
          entries: [
            { label: 'Namn', fieldId: 'namn', value: `Prov Provsson ${n}` },
            { label: 'Meddelande', fieldId: 'meddelande', value: `Meddelande ${n}` },
          ],
        },
      })
    const before = await databaseCounts(databaseUrl)
    let written = 0
    while (written < 5) await write(written++)

    // Writes go on while the backup runs, and after it.
    let writing = true
    const writer = (async () => {
      while (writing) await write(written++)
    })()
    const manifest = await backupSite({ databaseUrl, mediaDir, outDir: path.join(work, 'backup') })
    writing = false
    await writer
    await write(written++)

    expect(manifest.dialect).toBe(site.dialect)
    const inBackup = manifest.counts.form_submissions! - before.form_submissions!
    const live = await databaseCounts(databaseUrl)
    expect(inBackup).toBeGreaterThanOrEqual(5)
    expect(live.form_submissions).toBeGreaterThan(manifest.counts.form_submissions!)
    // One moment: every submission in the backup has both its entries, and no entry lacks its submission.
    expect(manifest.counts.fs_entries! - before.fs_entries!).toBe(2 * inBackup)
    expect(manifest.mediaFiles).toBe(countFiles(mediaDir))
    expect(manifest.mediaFiles).toBeGreaterThan(0)

    const target = await freshDatabase()
    const restoredMedia = path.join(work, 'restored', 'media')
    const result = await restoreSite({
      backupDir: path.join(work, 'backup'),
      databaseUrl: target,
      mediaDir: restoredMedia,
    })
    expect(result.differences).toEqual([])
    expect(result.counts).toEqual(manifest.counts)
    expect(countFiles(restoredMedia)).toBe(manifest.mediaFiles)

    // A second restore over the first is refused without force, and changes nothing.
    await expect(
      restoreSite({
        backupDir: path.join(work, 'backup'),
        databaseUrl: target,
        mediaDir: restoredMedia,
      }),
    ).rejects.toThrow(/force/)
    expect(await databaseCounts(target)).toEqual(manifest.counts)
  })
})
