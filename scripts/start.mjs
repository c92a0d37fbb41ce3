#!/usr/bin/env node
// `npm start`: prepares the database (migrate, admin, demo seed), builds what is missing and starts
// every process on loopback: the site with its admin (3000) and the network service (3100).
// `npm run start:prod` (`--front-cache`) also puts the front cache (Varnish, 8080) in front of the site;
// visitors and editors then use the front cache's address (scripts/lib/frontCache.mjs).
import { spawn } from 'node:child_process'
import path from 'node:path'

import { frontCacheSecret, startFrontCache } from './lib/frontCache.mjs'
import { ensureVarnish } from './lib/system.mjs'

import {
  baseEnv,
  buildWeb,
  buildWorkspace,
  prepareDatabase,
  repoRoot,
  startWeb,
  waitForHttp,
} from './lib/web.mjs'

const webPort = Number(process.env.PORT ?? 3000)
const networkPort = Number(process.env.NETWORK_PORT ?? 3100)
const withFrontCache = process.argv.includes('--front-cache')
const frontCachePort = Number(process.env.FRONT_CACHE_PORT ?? 8080)
const siteUrl =
  process.env.SITE_URL ?? `http://localhost:${withFrontCache ? frontCachePort : webPort}`
const dataDir = path.resolve(process.env.SMEDJA_DATA_DIR ?? path.join(repoRoot, 'data'))
// Same host name as the site, so the network service's cookies count as same-site in its frames.
const networkUrl = process.env.NETWORK_URL ?? `http://${new URL(siteUrl).hostname}:${networkPort}`

const children = []
let frontCache = null
let stopping = false
function stopAll(code = 0) {
  if (stopping) return
  stopping = true
  for (const child of children) child.kill('SIGTERM')
  void frontCache?.stop()
  setTimeout(() => process.exit(code), 2000).unref()
}
process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))

try {
  // The only thing this installs: Debian's varnish, for the production topology.
  if (withFrontCache) ensureVarnish()
  const frontCacheEnv = withFrontCache
    ? {
        FRONT_CACHE_URL: `http://127.0.0.1:${frontCachePort}`,
        FRONT_CACHE_SECRET: frontCacheSecret(dataDir),
      }
    : {}
  console.log('[start] preparing the database')
  const { admin, seeded } = prepareDatabase({ SITE_URL: siteUrl })
  if (seeded) console.log('[start] seeded the Swedish demo site')

  buildWorkspace('@smedja/network-sdk')
  buildWorkspace('@smedja/network')
  buildWeb({ env: { SITE_URL: siteUrl, NETWORK_URL: networkUrl } })

  const network = spawn('node', [path.join(repoRoot, 'apps/network/dist/server.js')], {
    cwd: path.join(repoRoot, 'apps/network'),
    stdio: 'inherit',
    env: { ...process.env, ...baseEnv, PORT: String(networkPort), HOST: '127.0.0.1' },
  })
  children.push(network)
  const web = startWeb({
    port: webPort,
    env: { SITE_URL: siteUrl, NETWORK_URL: networkUrl, ...frontCacheEnv },
  })
  children.push(web)
  for (const child of children) {
    child.on('exit', (code) => {
      if (!stopping) {
        console.error(`[start] a process stopped (exit ${code}); stopping the rest`)
        stopAll(code ?? 1)
      }
    })
  }

  await Promise.all([
    waitForHttp(`http://127.0.0.1:${webPort}/`),
    waitForHttp(`http://127.0.0.1:${networkPort}/in.js`),
  ])
  if (stopping) throw new Error('a process stopped while starting (is the port already in use?)')
  if (withFrontCache) {
    frontCache = await startFrontCache({
      port: frontCachePort,
      backendPort: webPort,
      secret: frontCacheEnv.FRONT_CACHE_SECRET,
      workDir: path.join(dataDir, 'front-cache'),
    })
    frontCache.child.on('exit', (code) => {
      if (!stopping) {
        console.error(`[start] the front cache stopped (exit ${code}); stopping the rest`)
        stopAll(code ?? 1)
      }
    })
  }
  const password =
    admin.source === 'env'
      ? '(lösenordet i ADMIN_PASSWORD)'
      : (admin.password ?? '(ändrat sedan första start)')
  console.log(`
  Smedja körs / Smedja is running

    Webbplats (site)          ${siteUrl}/
    Administration (admin)    ${siteUrl}/admin
    Nätverkstjänst (network)  ${networkUrl}/${
      frontCache
        ? `
    Cache (front cache)       ${frontCache.url}/ → http://127.0.0.1:${webPort}/`
        : ''
    }

    Inloggning (admin sign-in)
      e-post:   ${admin.email}
      lösenord: ${password}

  Ctrl+C stoppar allt.
`)
} catch (error) {
  console.error(`[start] ${error.message}`)
  stopAll(1)
  process.exitCode = 1
}
