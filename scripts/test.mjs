#!/usr/bin/env node
// `npm test`: the whole suite. Unit tests of every workspace, the web app's integration tests on
// SQLite and on PostgreSQL, then the end-to-end suites in Chromium against production builds.
// System packages it needs (Chromium, PostgreSQL, Varnish, Redis) are installed first when missing.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ensureChromium, ensurePostgres, ensureRedis, ensureVarnish } from './lib/system.mjs'
import { baseEnv, buildWorkspace, repoRoot } from './lib/web.mjs'

const only = process.argv[2] // optional: unit | int | e2e
const env = { ...process.env, ...baseEnv, CHROMIUM_PATH: ensureChromium() }
ensurePostgres()
// The end-to-end suite puts the production front cache in front of its server (front-cache.e2e.ts).
const varnishd = ensureVarnish()
env.VARNISHD = varnishd
// The cluster's end-to-end test (cluster.e2e.ts) runs two web processes on Redis.
ensureRedis()

const results = []
/** Notes a finished step for the summary and says so when it failed. */
function record(name, code, started) {
  const ok = code === 0
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) })
  if (!ok) console.error(`✗ ${name} failed (exit ${code})`)
  return ok
}

function step(name, command, args, { env: extraEnv = {} } = {}) {
  console.log(`\n━━ ${name} ━━`)
  const started = Date.now()
  const res = spawnSync(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...env, ...extraEnv },
  })
  return record(name, res.status, started)
}

/** Runs a step with its output held back, and prints the output whole when the step ends. */
function quietStep({ name, command, args, env: extraEnv = {} }) {
  return new Promise((resolve) => {
    const started = Date.now()
    const child = spawn(command, args, {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...env, ...extraEnv },
    })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (code) => {
      console.log(`\n━━ ${name} ━━`)
      process.stdout.write(Buffer.concat(output))
      resolve(record(name, code, started))
    })
  })
}

/**
 * Runs lanes side by side (each on its own database, files and ports, so they cannot meet); the steps
 * of one lane run one after the other. Each step's output is printed whole when it ends, so the log
 * reads as if they had run one after the other.
 */
async function lanesSideBySide(lanes) {
  await Promise.all(
    lanes.map(async (lane) => {
      for (const s of lane) await quietStep(s)
    }),
  )
}

const vitest = (cwd, extra = []) => ['vitest', 'run', ...extra, '--root', cwd]

buildWorkspace('@smedja/network-sdk')

if (!only || only === 'unit') {
  // The two small workspaces' suites run beside the web app's (about 20 s each next to 75-170 s).
  await lanesSideBySide([
    [{ name: 'unit: web', command: 'npx', args: vitest('apps/web', ['--project', 'unit']) }],
    [
      { name: 'unit: network-sdk', command: 'npx', args: vitest('packages/network-sdk') },
      { name: 'unit: network service', command: 'npx', args: vitest('apps/network') },
    ],
  ])
}
// The end-to-end site (its seeded database and the production build made from it) is prepared while
// the integration tests on PostgreSQL still run, once those on SQLite are done; the network widgets'
// suite follows it there. The web suite's server then finds both ready (tests/e2e/site.mjs).
const e2e = !only || only === 'e2e'
const e2eDataDir = e2e ? fs.mkdtempSync(path.join(os.tmpdir(), 'smedja-e2e-')) : null
if (e2eDataDir) env.E2E_DATA_DIR = e2eDataDir
const e2ePrepare = [
  {
    name: 'end-to-end: web site and build prepared',
    command: process.execPath,
    args: ['apps/web/tests/e2e/site.mjs'],
  },
  {
    name: 'end-to-end: network widgets (Chromium)',
    command: 'npx',
    args: ['playwright', 'test', '-c', 'packages/network-sdk/playwright.config.ts'],
  },
]
const integration = (dialect) => ({
  name: `integration: web on ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`,
  command: 'npx',
  args: vitest('apps/web', ['--project', 'int']),
  env: { INT_DB: dialect },
})
if (!only || only === 'int') {
  // Each integration run takes its files one at a time and waits on its database half the time.
  await lanesSideBySide([
    [integration('sqlite'), ...(e2e ? e2ePrepare : [])],
    [integration('postgres')],
  ])
} else if (e2e) {
  await lanesSideBySide([e2ePrepare])
}
if (e2e) {
  step('end-to-end: web (Chromium)', 'npx', [
    'playwright',
    'test',
    '-c',
    'apps/web/playwright.config.ts',
  ])
  // The server removes the folder when it stops; not when it never started.
  fs.rmSync(e2eDataDir, { recursive: true, force: true })
}

console.log('\n━━ summary ━━')
for (const r of results) console.log(`${r.ok ? '✓' : '✗'} ${r.name} (${r.seconds} s)`)
const failed = results.filter((r) => !r.ok).length
console.log(`${results.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
