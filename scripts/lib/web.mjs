// Shared steps of `npm start`, the end-to-end server and the benchmark: prepare the database and build.
import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const webDir = path.join(repoRoot, 'apps', 'web')
const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name)

export const baseEnv = {
  NEXT_TELEMETRY_DISABLED: '1',
  // Not inherited: a test runner's loader hooks (Playwright sets some) must not reach Payload's CLI.
  NODE_OPTIONS: '--no-deprecation',
}

/**
 * A throw-away site for tests and benchmarks: its own temporary data folder and SQLite file (or
 * `dataDir`, a folder made for it earlier), and fixed secrets per build folder (`secrets`), so pages
 * prerendered by an earlier build carry nonces it accepts.
 */
export function freshSiteEnv({ name, port, secrets = name, dataDir: given }) {
  const dataDir = given || fs.mkdtempSync(path.join(os.tmpdir(), `smedja-${name}-`))
  const env = {
    SMEDJA_DATA_DIR: dataDir,
    SITE_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: '',
    PAYLOAD_SECRET: `${secrets}-payload-secret-0123456789abcdef`,
    NONCE_SECRET: `${secrets}-nonce-secret-0123456789abcdef`,
    SMEDJA_FRESH_DATA: '1',
  }
  return { dataDir, env }
}

/** Migrates the database, ensures an administrator and seeds an empty database. */
export function prepareDatabase(env = {}) {
  return runPayloadScript('src/seed/prepare.ts', env)
}

/**
 * Runs a script of the web app under `payload run` (Payload's config, TypeScript and path aliases) and
 * returns the JSON it wrote to the file named by SMEDJA_PREPARE_RESULT.
 */
export function runPayloadScript(script, env = {}) {
  // `payload run` loads TypeScript through a loader thread; now and then (more often on a busy machine)
  // Node exits 0 before the script has run at all. That leaves no result file and is safe to retry:
  // the scripts are idempotent.
  for (let attempt = 1; ; attempt++) {
    const resultFile = path.join(
      fs.mkdtempSync(path.join(os.tmpdir(), 'smedja-prepare-')),
      'result.json',
    )
    const res = spawnSync(bin('payload'), ['run', script], {
      cwd: webDir,
      env: { ...process.env, ...baseEnv, ...env, SMEDJA_PREPARE_RESULT: resultFile },
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    })
    try {
      if (res.status === 0 && fs.existsSync(resultFile))
        return JSON.parse(fs.readFileSync(resultFile, 'utf8'))
      if (res.status === 0 && attempt < 8) {
        console.warn(`[${script}] the script exited before running (attempt ${attempt}); retrying`)
        continue
      }
      process.stderr.write(res.stdout ?? '')
      process.stderr.write(res.stderr ?? '')
      throw new Error(
        `${script} failed (exit ${res.status}${res.error ? `, ${res.error.message}` : ''})`,
      )
    } finally {
      fs.rmSync(path.dirname(resultFile), { recursive: true, force: true })
    }
  }
}

function walk(dir, out) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.next')) continue
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) walk(full, out)
    else out.push(full)
  }
  return out
}

/** A fingerprint of everything that goes into the web build, so an unchanged tree is not rebuilt. */
export function webFingerprint() {
  const hash = crypto.createHash('sha256')
  const files = [
    ...walk(path.join(webDir, 'src'), []),
    ...walk(path.join(webDir, 'public'), []),
    path.join(webDir, 'next.config.ts'),
    path.join(webDir, 'package.json'),
    path.join(repoRoot, 'package-lock.json'),
  ].sort()
  for (const file of files) {
    if (!fs.existsSync(file)) continue
    hash.update(path.relative(repoRoot, file))
    hash.update(fs.readFileSync(file))
  }
  return hash.digest('hex')
}

/** Runs `next build` into distDir unless the last build there came from the same sources. */
export function buildWeb({ distDir = '.next', env = {}, force = false } = {}) {
  const marker = path.join(webDir, distDir, 'smedja-fingerprint')
  // Settings baked into statically generated pages count as sources too.
  const baked = ['SITE_URL', 'NETWORK_URL', 'NETWORK_API_KEY'].map(
    (k) => `${k}=${env[k] ?? process.env[k] ?? ''}`,
  )
  const fingerprint = `${webFingerprint()}:${baked.join(';')}`
  const built = fs.existsSync(path.join(webDir, distDir, 'BUILD_ID')) && fs.existsSync(marker)
  if (!force && built && fs.readFileSync(marker, 'utf8') === fingerprint) {
    console.log(`[web] build in ${distDir} is up to date`)
    return false
  }
  console.log(`[web] building (next build → ${distDir}); this takes a minute or two`)
  const res = spawnSync(bin('next'), ['build'], {
    cwd: webDir,
    stdio: 'inherit',
    env: { ...process.env, ...baseEnv, NEXT_DIST_DIR: distDir, ...env },
  })
  if (res.status !== 0) throw new Error(`next build failed (exit ${res.status})`)
  fs.writeFileSync(marker, fingerprint)
  return true
}

export function buildWorkspace(name) {
  const res = spawnSync('npm', ['run', 'build', '-w', name, '--if-present'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...baseEnv },
  })
  if (res.status !== 0) throw new Error(`building ${name} failed (exit ${res.status})`)
}

/** Starts `next start` on loopback and resolves once it answers. */
export function startWeb({ port = 3000, distDir = '.next', env = {}, stdio = 'inherit' } = {}) {
  // Next keeps pages it re-rendered after a revalidation in the build folder (server/route-cache) and
  // serves them to the next server started on that build. On a fresh database they are another site's.
  if (env.SMEDJA_FRESH_DATA === '1')
    fs.rmSync(path.join(webDir, distDir, 'server', 'route-cache'), { recursive: true, force: true })
  const child = spawn(bin('next'), ['start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: webDir,
    stdio,
    env: { ...process.env, ...baseEnv, NEXT_DIST_DIR: distDir, PORT: String(port), ...env },
  })
  return child
}

export async function waitForHttp(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      const res = await fetch(url, { redirect: 'manual' })
      if (res.status < 500) return
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
    await new Promise((r) => setTimeout(r, 300))
  }
}
