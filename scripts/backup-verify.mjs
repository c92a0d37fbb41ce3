#!/usr/bin/env node
// `npm run backup:verify [-- --postgres]`: proves a backup of a running site restores. Starts a site on
// a fresh seeded database (SQLite; PostgreSQL with --postgres, on a private server), sends it contact
// forms and consent decisions from BACKUP_VERIFY_SENDERS concurrent senders, takes a backup in the
// middle of that load (scripts/lib/backup.mjs), keeps the load on a moment longer, stops the site,
// restores the backup into a fresh site and compares each table's row count with what the backup
// counted; then starts the restored site and asks for / and /api/health. Prints one table.
// Bounded (a few hundred requests, about a minute) and not part of `npm test`.
//
// Runs the production build the end-to-end suite leaves in apps/web/.next-e2e (BACKUP_VERIFY_DIST),
// under the end-to-end lock, like the benchmarks.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { backupSite, databaseCounts, restoreSite } from './lib/backup.mjs'
import { startPostgres } from './lib/postgres.mjs'
import { freshSiteEnv, prepareDatabase, startWeb, waitForHttp, webDir } from './lib/web.mjs'

const lock = '/tmp/smedja-e2e.lock'
if (!process.env.BACKUP_VERIFY_LOCKED) {
  const res = spawnSync(
    'flock',
    [lock, process.execPath, fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: { ...process.env, BACKUP_VERIFY_LOCKED: '1' },
    },
  )
  process.exit(res.status ?? 1)
}

const usePostgres = process.argv.includes('--postgres')
const port = Number(process.env.BACKUP_VERIFY_PORT ?? 3650)
const pgPort = Number(process.env.BACKUP_VERIFY_PG_PORT ?? 55490)
const distDir = process.env.BACKUP_VERIFY_DIST ?? '.next-e2e'
const senders = Number(process.env.BACKUP_VERIFY_SENDERS ?? 10)
const maxRequests = Number(process.env.BACKUP_VERIFY_REQUESTS ?? 600)
const admin = { email: 'backup@example.se', password: 'backup-lösenord-123' }

if (!fs.existsSync(path.join(webDir, distDir, 'BUILD_ID'))) {
  console.error(
    `[backup:verify] no production build in apps/web/${distDir}: run the end-to-end suite once ` +
      '(npm test e2e) or set BACKUP_VERIFY_DIST to a build folder',
  )
  process.exit(1)
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'smedja-backup-verify-'))
const dataDirs = [work]
const children = new Set()
let postgres = null

/** A site on `sitePort` with its own data folder; on PostgreSQL a database of its own. */
function siteEnv(name, sitePort) {
  const { dataDir, env } = freshSiteEnv({
    name: `backup-verify-${name}`,
    port: sitePort,
    secrets: 'e2e',
  })
  const databaseUrl = postgres
    ? postgres.createDatabase(`smedja_backup_verify_${name}`)
    : `file:${path.join(dataDir, 'smedja.db')}`
  dataDirs.push(dataDir)
  return {
    dataDir,
    databaseUrl,
    mediaDir: path.join(dataDir, 'media'),
    env: {
      ...env,
      DATABASE_URL: postgres ? databaseUrl : '',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // Every sender comes from loopback; the forms' limit per address would refuse most of them.
      FORMS_RATE_LIMIT_MAX: '1000000',
      NODE_ENV: 'production',
    },
  }
}

function start(site, sitePort) {
  const child = startWeb({
    port: sitePort,
    distDir,
    env: site.env,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)))
  children.add(child)
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      children.delete(child)
      resolve(signal ?? code)
    }),
  )
  return {
    stop: () => (child.kill('SIGTERM'), exited),
    log: () => stderr,
  }
}

async function api(base, method, urlPath, token, body) {
  const res = await fetch(`${base}${urlPath}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `JWT ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  if (!res.ok) throw new Error(`${method} ${urlPath}: ${res.status} ${await res.text()}`)
  return res.json()
}

/** A page with a contact form without captcha or bot check: the load is the store path, not proof of work. */
async function createLoadForm(base, token) {
  const { doc } = await api(base, 'POST', '/api/pages', token, {
    title: 'Säkerhetskopieringsprov',
    slug: `sakerhetskopia-${Date.now().toString(36)}`,
    _status: 'published',
    layout: [
      {
        blockType: 'section',
        rows: [
          {
            blockType: 'row',
            structure: '1_1',
            columns: [
              {
                modules: [
                  {
                    blockType: 'contactForm',
                    title: 'Prov',
                    recipients: 'backup@example.se',
                    captcha: false,
                    botProtection: false,
                    formFields: [
                      { fieldId: 'namn', label: 'Namn', fieldType: 'input', required: true },
                      { fieldId: 'epost', label: 'E-post', fieldType: 'email', required: true },
                      {
                        fieldId: 'meddelande',
                        label: 'Meddelande',
                        fieldType: 'text',
                        required: true,
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  })
  const page = await api(base, 'GET', `/api/pages/${doc.id}?depth=0`, token)
  return { pageId: doc.id, moduleId: page.layout[0].rows[0].columns[0].modules[0].id }
}

/** Sends until told to stop (or maxRequests): contact forms and consent decisions, alternately. */
function startLoad(base, form) {
  let stop = false
  let sent = 0
  const acknowledged = { contact: 0, consent: 0 }
  const refused = new Map()
  const stamp = Date.now().toString(36)
  const one = async (n) => {
    if (n % 2 === 0) {
      const res = await fetch(`${base}/kontaktformular`, {
        method: 'POST',
        headers: { 'x-smedja-form': '1' },
        body: new URLSearchParams({
          smedja_page: String(form.pageId),
          smedja_module: form.moduleId,
          smedja_form_num: '0',
          smedja_key: `backup-${stamp}-${n}-0123456789`,
          et_pb_contact_namn_0: `Prov Provsson ${n}`,
          et_pb_contact_epost_0: `prov${n}@example.se`,
          et_pb_contact_meddelande_0: `Meddelande ${n} under säkerhetskopieringen.`,
          et_pb_contact_et_number_0: '',
        }),
      })
      const html = await res.text()
      if (res.status === 200 && html.includes('et_pb_contact_success')) acknowledged.contact++
      else refused.set(`contact ${res.status}`, (refused.get(`contact ${res.status}`) ?? 0) + 1)
    } else {
      const res = await fetch(`${base}/api/samtycke`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: base },
        body: JSON.stringify({
          type: 'decision',
          requestId: `backup${stamp}${n}`.padEnd(16, '0'),
          consentId: `besok${stamp}${n}`.padEnd(8, '0'),
          choices: {
            necessary: true,
            functional: n % 3 === 0,
            analytics: n % 5 === 0,
            performance: false,
            advertisement: false,
            other: false,
          },
          policyVersion: 1,
          page: '/',
        }),
      })
      await res.arrayBuffer()
      if (res.ok) acknowledged.consent++
      else refused.set(`consent ${res.status}`, (refused.get(`consent ${res.status}`) ?? 0) + 1)
    }
  }
  const done = Promise.all(
    Array.from({ length: senders }, async () => {
      while (!stop && sent < maxRequests) await one(sent++)
    }),
  )
  return {
    acknowledged,
    refused,
    get sent() {
      return sent
    },
    stop: () => ((stop = true), done),
  }
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

let exitCode = 0
try {
  if (usePostgres) {
    // PostgreSQL runs as its own user (when we are root) and must pass through this temporary
    // folder (700) to its own: let others pass, not list it.
    fs.chmodSync(work, fs.statSync(work).mode | 0o011)
    postgres = startPostgres({ port: pgPort, dir: path.join(work, 'pg') })
  }
  const dialect = usePostgres ? 'PostgreSQL' : 'SQLite'
  console.log(`[backup:verify] ${dialect}: preparing a seeded site on ${port}`)
  const original = siteEnv('original', port)
  prepareDatabase(original.env)
  const base = `http://127.0.0.1:${port}`
  const site = start(original, port)
  await waitForHttp(`${base}/kontakt`)
  const { token } = await api(base, 'POST', '/api/users/login', null, admin)
  const form = await createLoadForm(base, token)
  const seeded = (await databaseCounts(original.databaseUrl)).form_submissions ?? 0

  const load = startLoad(base, form)
  await pause(1500)
  const ackBefore = load.acknowledged.contact
  const backupDir = path.join(work, 'backup')
  const backupStarted = Date.now()
  const manifest = await backupSite({
    databaseUrl: original.databaseUrl,
    mediaDir: original.mediaDir,
    outDir: backupDir,
  })
  const backupMs = Date.now() - backupStarted
  const ackAfter = load.acknowledged.contact
  await pause(1000)
  await load.stop()
  const live = await databaseCounts(original.databaseUrl)
  const exit = await site.stop()

  console.log(`[backup:verify] restoring into a fresh site on ${port + 1}`)
  const restored = siteEnv('restored', port + 1)
  const result = await restoreSite({
    backupDir,
    databaseUrl: restored.databaseUrl,
    mediaDir: restored.mediaDir,
  })
  const restoredBase = `http://127.0.0.1:${port + 1}`
  const restoredSite = start(restored, port + 1)
  await waitForHttp(`${restoredBase}/robots.txt`)
  const home = await fetch(`${restoredBase}/`)
  await home.arrayBuffer()
  const health = await fetch(`${restoredBase}/api/health`)
  const healthBody = await health.text()
  await restoredSite.stop()

  // The table: every table with rows at some point, then the totals.
  const names = Object.keys({ ...manifest.counts, ...result.counts, ...live })
    .filter((t) => (manifest.counts[t] ?? 0) + (result.counts[t] ?? 0) + (live[t] ?? 0) > 0)
    .sort()
  const rows = names.map((t) => [
    t,
    manifest.counts[t] ?? '–',
    result.counts[t] ?? '–',
    live[t] ?? '–',
    manifest.counts[t] === result.counts[t] ? 'ja' : 'NEJ',
  ])
  const sum = (counts) => Object.values(counts).reduce((a, b) => a + b, 0)
  rows.push([
    `totalt (${Object.keys(manifest.counts).length} tabeller)`,
    sum(manifest.counts),
    sum(result.counts),
    sum(live),
    result.differences.length === 0 ? 'ja' : 'NEJ',
  ])
  const header = ['tabell', 'vid kopian', 'återställd', 'live efteråt', 'lika']
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)))
  const line = (cells) =>
    cells
      .map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i])))
      .join('  ')
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`)
  for (const r of rows) console.log(line(r))

  // The contact forms the backup holds lie between those answered before it began and those answered
  // by its end (plus the ones in flight then): the copy is one moment of a site under load.
  const inBackup = (manifest.counts.form_submissions ?? 0) - seeded
  const consistent = inBackup >= ackBefore && inBackup <= ackAfter + senders
  console.log(`
load: ${load.sent} requests, acknowledged ${load.acknowledged.contact} contact forms and ${load.acknowledged.consent} consent decisions${
    load.refused.size ? `, refused ${JSON.stringify(Object.fromEntries(load.refused))}` : ''
  }
backup: ${backupMs} ms during the load; ${manifest.mediaFiles} media files; contact forms in it ${inBackup} (answered before it began ${ackBefore}, by its end ${ackAfter})
first site stopped with ${exit}; restored site: / ${home.status}, /api/health ${health.status} ${healthBody}`)

  const problems = []
  if (result.differences.length) problems.push(`${result.differences.length} tables differ`)
  if (home.status !== 200) problems.push(`/ answered ${home.status}`)
  if (load.acknowledged.contact === 0) problems.push('no contact form was stored: no load')
  if (!consistent) problems.push('the backup is not one moment of the load')
  if (live.form_submissions <= manifest.counts.form_submissions) {
    problems.push('no writes after the backup: the load ended before it')
  }
  if (problems.length) {
    console.error(`\n[backup:verify] FAILED: ${problems.join('; ')}`)
    exitCode = 1
  } else {
    console.log(`\n[backup:verify] ${dialect}: the restore holds every row the backup counted`)
  }
} catch (error) {
  console.error(`[backup:verify] ${error.stack ?? error.message}`)
  exitCode = 1
} finally {
  for (const child of children) child.kill('SIGKILL')
  postgres?.stop()
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true })
}
process.exit(exitCode)
