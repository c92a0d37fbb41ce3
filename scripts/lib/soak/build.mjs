// The production build the fault suite runs: a private copy (`.next-soak`) of an existing build
// (`.next-e2e`, which the end-to-end suite makes) when that was built from the sources as they are,
// else a build of its own. Copying or building happens under the end-to-end lock (one build at a
// time on this machine, and never a copy of a build half rewritten); the soak then runs from its own
// folder, so a later end-to-end build cannot pull the files from under it, and the SQLite run's page
// cache (server/route-cache) never mixes with another server's.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import {
  buildWeb,
  freshSiteEnv,
  prepareDatabase,
  repoRoot,
  webDir,
  webFingerprint,
} from '../web.mjs'

const LOCK = '/tmp/smedja-e2e.lock'
const markerOf = (dir) => path.join(webDir, dir, 'smedja-fingerprint')
const sourcesOf = (dir) => {
  try {
    if (!fs.existsSync(path.join(webDir, dir, 'BUILD_ID'))) return null
    return fs.readFileSync(markerOf(dir), 'utf8').split(':')[0]
  } catch {
    return null
  }
}

/**
 * Inside the lock: makes `target` a build of the current sources. Reuses `target` when it already is
 * one, copies `source` when that is one (or when `skipBuild`: as it is), else runs `next build`.
 * Returns a line saying which.
 */
export function ensureSoakBuild({ source, target, env, skipBuild = false }) {
  const current = webFingerprint()
  if (sourcesOf(target) === current) return `${target} is a build of the current sources`
  const sourceFresh = sourcesOf(source) === current
  if (sourceFresh || (skipBuild && sourcesOf(source) !== null)) {
    const from = path.join(webDir, source)
    const to = path.join(webDir, target)
    fs.rmSync(to, { recursive: true, force: true })
    // Not the compiler's cache, nor pages another server re-rendered for its own database.
    fs.cpSync(from, to, {
      recursive: true,
      preserveTimestamps: true,
      filter: (file) => {
        const rel = path.relative(from, file)
        return rel !== 'cache' && rel !== path.join('server', 'route-cache')
      },
    })
    return sourceFresh
      ? `copied ${source} (built from the current sources) to ${target}`
      : `copied ${source} to ${target} as it is (SOAK_SKIP_BUILD; built from other sources)`
  }
  if (skipBuild) throw new Error(`SOAK_SKIP_BUILD is set but ${source} holds no build`)
  fs.rmSync(path.join(webDir, target), { recursive: true, force: true })
  // The build prerenders pages from a database: a throw-away one, migrated and seeded.
  const fresh = freshSiteEnv({ name: 'soak-build', port: 4110, secrets: 'e2e' })
  try {
    const buildEnv = { ...fresh.env, ...env }
    prepareDatabase(buildEnv)
    buildWeb({ distDir: target, env: buildEnv, force: true })
  } finally {
    fs.rmSync(fresh.dataDir, { recursive: true, force: true })
  }
  return `built ${target} (${source} was not built from the current sources)`
}

/** ensureSoakBuild in a child process holding the end-to-end lock (waits up to `waitSeconds`). */
export function soakBuildUnderLock({ source, target, env, skipBuild, waitSeconds }) {
  const script = `import { ensureSoakBuild } from './scripts/lib/soak/build.mjs'
const o = JSON.parse(process.env.SOAK_BUILD_OPTIONS)
console.log('[soak] ' + ensureSoakBuild(o))`
  const res = spawnSync(
    'flock',
    ['-w', String(waitSeconds), LOCK, process.execPath, '--input-type=module', '-e', script],
    {
      cwd: repoRoot,
      stdio: 'inherit',
      env: {
        ...process.env,
        SOAK_BUILD_OPTIONS: JSON.stringify({ source, target, env, skipBuild }),
      },
    },
  )
  if (res.status !== 0)
    throw new Error(
      `preparing the build failed or ${LOCK} stayed taken for ${waitSeconds} s (exit ${res.status})`,
    )
}
