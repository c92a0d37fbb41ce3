// A throw-away PostgreSQL server on loopback for tests and migration generation.
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ensurePostgres } from './system.mjs'

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0

function runAs(bin, args, opts = {}) {
  // PostgreSQL refuses to run as root; the Debian package creates the postgres user.
  const [cmd, full] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args]
  return spawnSync(cmd, full, { encoding: 'utf8', ...opts })
}

/** Starts a private cluster (initdb on first use) and returns its connection URL and a stop function. */
export function startPostgres({ port = Number(process.env.SMEDJA_PG_PORT ?? 55432), dir } = {}) {
  const binDir = ensurePostgres()
  const dataDir = dir ?? path.join(os.tmpdir(), `smedja-pg-${port}`)
  const socketDir = path.join(os.tmpdir(), `smedja-pg-sock-${port}`)
  fs.mkdirSync(socketDir, { recursive: true })
  if (isRoot) execFileSync('chown', ['postgres', socketDir])
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    fs.mkdirSync(dataDir, { recursive: true })
    if (isRoot) execFileSync('chown', ['-R', 'postgres', dataDir])
    const init = runAs(path.join(binDir, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'smedja',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C',
    ])
    if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`)
  }
  const status = runAs(path.join(binDir, 'pg_ctl'), ['-D', dataDir, 'status'])
  if (status.status !== 0) {
    const start = runAs(path.join(binDir, 'pg_ctl'), [
      '-D',
      dataDir,
      '-w',
      '-l',
      path.join(dataDir, 'server.log'),
      '-o',
      `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      'start',
    ])
    if (start.status !== 0)
      throw new Error(`PostgreSQL did not start: ${start.stderr}${start.stdout}`)
  }
  const url = `postgres://smedja@127.0.0.1:${port}/postgres`
  return {
    url,
    binDir,
    /** Creates (or recreates) a database and returns its URL. */
    createDatabase(name) {
      const psql = path.join(binDir, 'psql')
      runAs(psql, [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'smedja',
        '-d',
        'postgres',
        '-c',
        `DROP DATABASE IF EXISTS "${name}"`,
      ])
      const res = runAs(psql, [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'smedja',
        '-d',
        'postgres',
        '-c',
        `CREATE DATABASE "${name}"`,
      ])
      if (res.status !== 0) throw new Error(`createdb ${name} failed: ${res.stderr}`)
      return `postgres://smedja@127.0.0.1:${port}/${name}`
    },
    /** Creates a database unless it exists (its data is kept) and returns its URL. */
    ensureDatabase(name) {
      const psql = path.join(binDir, 'psql')
      const connect = ['-h', '127.0.0.1', '-p', String(port), '-U', 'smedja', '-d', 'postgres']
      const found = runAs(psql, [
        ...connect,
        '-tAc',
        `SELECT 1 FROM pg_database WHERE datname = '${name.replaceAll("'", "''")}'`,
      ])
      if (found.status !== 0) throw new Error(`psql failed: ${found.stderr}`)
      if (found.stdout.trim() !== '1') {
        const res = runAs(psql, [...connect, '-c', `CREATE DATABASE "${name}"`])
        if (res.status !== 0) throw new Error(`createdb ${name} failed: ${res.stderr}`)
      }
      return `postgres://smedja@127.0.0.1:${port}/${name}`
    },
    stop() {
      runAs(path.join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', 'stop'])
    },
  }
}
