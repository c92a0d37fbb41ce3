// Installs the system packages the project needs when they are missing (Debian: chromium, postgresql,
// varnish, redis-server).
// Nothing else on the machine is assumed; see README "What npm test needs".
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'

let aptUpdated = false

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0
}

function apt(args) {
  const cmd = isRoot() ? 'apt-get' : 'sudo'
  const full = isRoot() ? args : ['apt-get', ...args]
  const res = spawnSync(cmd, full, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (res.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${res.status})`)
}

export function aptInstall(packages) {
  if (!fs.existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `Install ${packages.join(', ')} with your system's package manager; apt-get was not found.`,
    )
  }
  if (!aptUpdated) {
    apt(['update'])
    aptUpdated = true
  }
  apt(['install', '-y', '--no-install-recommends', ...packages])
}

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export function ensureChromium() {
  if (fs.existsSync(chromiumPath)) return chromiumPath
  console.log('[system] Chromium is missing: installing Debian package chromium')
  aptInstall(['chromium', 'fonts-dejavu-core'])
  return chromiumPath
}

export function postgresBinDir() {
  const base = '/usr/lib/postgresql'
  if (!fs.existsSync(base)) return null
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(`${base}/${v}/bin/pg_ctl`))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? `${base}/${versions[0]}/bin` : null
}

export function ensurePostgres() {
  let bin = postgresBinDir()
  if (bin) return bin
  console.log('[system] PostgreSQL is missing: installing Debian package postgresql')
  aptInstall(['postgresql'])
  // The Debian package starts a cluster of its own on 5432; we run our own on a private port instead.
  try {
    execFileSync('service', ['postgresql', 'stop'], { stdio: 'ignore' })
  } catch {
    // not running or no service manager
  }
  bin = postgresBinDir()
  if (!bin) throw new Error('PostgreSQL was installed but pg_ctl was not found')
  return bin
}

/** Where Debian's varnish puts varnishd (VARNISHD overrides it). */
export const varnishdPath = process.env.VARNISHD || '/usr/sbin/varnishd'

/** Varnish, the production front cache (`npm run start:prod`) and the end-to-end suite's front cache. */
export function ensureVarnish() {
  if (fs.existsSync(varnishdPath)) return varnishdPath
  console.log('[system] Varnish is missing: installing Debian package varnish')
  aptInstall(['varnish'])
  // The Debian package may start a cache of its own on 6081; we start ours per site instead.
  try {
    execFileSync('service', ['varnish', 'stop'], { stdio: 'ignore' })
  } catch {
    // not running or no service manager
  }
  if (!fs.existsSync(varnishdPath))
    throw new Error('varnish was installed but varnishd was not found')
  return varnishdPath
}

/** Where Debian's redis-server puts its binary (REDIS_SERVER overrides it). */
export const redisServerPath = process.env.REDIS_SERVER || '/usr/bin/redis-server'

/**
 * Redis, the shared cache and counters of several web processes (`npm run start:cluster`). The
 * Debian package starts a server of its own on 6379; the cluster starts its own instead.
 */
export function ensureRedis() {
  if (fs.existsSync(redisServerPath)) return redisServerPath
  console.log('[system] Redis is missing: installing Debian package redis-server')
  aptInstall(['redis-server'])
  try {
    execFileSync('service', ['redis-server', 'stop'], { stdio: 'ignore' })
  } catch {
    // not running or no service manager
  }
  if (!fs.existsSync(redisServerPath)) throw new Error('redis-server was installed but not found')
  return redisServerPath
}

/** Where Debian's nginx puts its binary (NGINX overrides it). */
export const nginxPath = process.env.NGINX || '/usr/sbin/nginx'

/**
 * nginx, the benchmark's yardstick: the same bytes served as a static file (`npm run bench`). The
 * Debian package may start a server of its own on port 80; the benchmark starts its own instead.
 */
export function ensureNginx() {
  if (fs.existsSync(nginxPath)) return nginxPath
  console.log('[system] nginx is missing: installing Debian package nginx-light')
  aptInstall(['nginx-light'])
  try {
    execFileSync('service', ['nginx', 'stop'], { stdio: 'ignore' })
  } catch {
    // not running or no service manager
  }
  if (!fs.existsSync(nginxPath)) throw new Error('nginx was installed but not found')
  return nginxPath
}
