#!/usr/bin/env node
// `npm test`: the whole suite. Unit tests of every workspace, the web app's integration tests on
// SQLite and on PostgreSQL, then the end-to-end suites in Chromium against production builds.
// System packages it needs (Chromium, PostgreSQL, Varnish, Redis) are installed first when missing.
import { spawn, spawnSync } from 'node:child_process'

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

/**
 * Runs steps side by side (each on its own database or files, so they cannot meet) and prints each one's output
 * whole when it ends, so the log reads as if they had run one after the other.
 */
async function stepsSideBySide(steps) {
  await Promise.all(
    steps.map(
      ({ name, command, args, env: extraEnv = {} }) =>
        new Promise((resolve) => {
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
        }),
    ),
  )
}

const vitest = (cwd, extra = []) => ['vitest', 'run', ...extra, '--root', cwd]

buildWorkspace('@smedja/network-sdk')

if (!only || only === 'unit') {
  // The two small workspaces' suites run beside the web app's (about 20 s each next to 75-170 s).
  await stepsSideBySide([
    { name: 'unit: web', command: 'npx', args: vitest('apps/web', ['--project', 'unit']) },
    { name: 'unit: network-sdk', command: 'npx', args: vitest('packages/network-sdk') },
    { name: 'unit: network service', command: 'npx', args: vitest('apps/network') },
  ])
}
if (!only || only === 'int') {
  // Side by side: each runs its files one at a time and waits on its database half the time.
  await stepsSideBySide(
    ['sqlite', 'postgres'].map((dialect) => ({
      name: `integration: web on ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`,
      command: 'npx',
      args: vitest('apps/web', ['--project', 'int']),
      env: { INT_DB: dialect },
    })),
  )
}
if (!only || only === 'e2e') {
  buildWorkspace('@smedja/network')
  step('end-to-end: web (Chromium)', 'npx', [
    'playwright',
    'test',
    '-c',
    'apps/web/playwright.config.ts',
  ])
  step('end-to-end: network widgets (Chromium)', 'npx', [
    'playwright',
    'test',
    '-c',
    'packages/network-sdk/playwright.config.ts',
  ])
}

console.log('\n━━ summary ━━')
for (const r of results) console.log(`${r.ok ? '✓' : '✗'} ${r.name} (${r.seconds} s)`)
const failed = results.filter((r) => !r.ok).length
console.log(`${results.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
