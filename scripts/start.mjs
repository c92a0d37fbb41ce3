#!/usr/bin/env node
// `npm start`: prepares the database (migrate, admin, demo seed), builds what is missing and starts
// every process on loopback: the site with its admin (3000) and the network service (3100).
// `npm run start:prod` (`--front-cache`) also puts the front cache (Varnish, 8080) in front of the site;
// visitors and editors then use the front cache's address (scripts/lib/frontCache.mjs).
import { spawn } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET, startDevIdp } from '../tools/dev-idp/server.mjs'
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

/**
 * NETWORK_SITES for the network service: unless the operator set it, the development sites with the
 * site's own origin (SITE_URL) added to the site's API key, so the API gives credentials to a site on a
 * SITE_URL other than the defaults. Read after the service is built (its seed lists the defaults).
 */
async function networkSites() {
  if (process.env.NETWORK_SITES?.trim()) return process.env.NETWORK_SITES
  const seed = path.join(repoRoot, 'apps/network/dist/db/seedData.js')
  const { developmentSites } = await import(pathToFileURL(seed).href)
  const apiKey = process.env.NETWORK_API_KEY?.trim() || 'smedja-demo-key'
  const origin = new URL(siteUrl).origin
  const sites = developmentSites.map((site) =>
    site.apiKey === apiKey && !site.origins.includes(origin)
      ? { ...site, origins: [...site.origins, origin] }
      : site,
  )
  if (!sites.some((site) => site.apiKey === apiKey)) {
    sites.push({ apiKey, name: 'Smedja', origins: [origin] })
  }
  return sites.map((site) => `${site.apiKey}=${site.origins.join(' ')}|${site.name}`).join('; ')
}

// Single sign-on: without an external issuer (OIDC_ISSUER) the local identity provider runs on 3200
// with its seeded users (tools/dev-idp/users.mjs), and the site is pointed at it.
const devIdpPort = Number(process.env.DEV_IDP_PORT ?? 3200)
const ssoEnv = process.env.OIDC_ISSUER
  ? {}
  : {
      OIDC_ISSUER: `http://127.0.0.1:${devIdpPort}`,
      OIDC_CLIENT_ID: DEFAULT_CLIENT_ID,
      OIDC_CLIENT_SECRET: DEFAULT_CLIENT_SECRET,
      OIDC_SCOPES: 'openid profile email groups',
      OIDC_PROVIDER_NAME: 'Lokal IdP',
      OIDC_APP_ID_URI: `api://${new URL(siteUrl).host}/${DEFAULT_CLIENT_ID}`,
    }
let devIdp = null

const children = []
let frontCache = null
let stopping = false
// A web process finishes the requests in flight before it exits (at most SHUTDOWN_TIMEOUT_MS, 10 s:
// apps/web/src/platform/shutdown.ts); this waits for that, and a little longer before forcing.
const STOP_WAIT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000) + 5_000
const exited = (child) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve))
function stopAll(code = 0) {
  if (stopping) return
  stopping = true
  for (const child of children) child.kill('SIGTERM')
  const force = setTimeout(() => {
    console.error('[start] a process did not stop in time; ending it')
    for (const child of children) child.kill('SIGKILL')
    process.exit(code || 1)
  }, STOP_WAIT_MS)
  // The front cache last: the answers to the requests in flight still go out through it.
  void Promise.all(children.map(exited))
    .then(() => Promise.all([frontCache?.stop(), devIdp?.close()]))
    .finally(() => {
      clearTimeout(force)
      process.exit(code)
    })
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
  buildWeb({ env: { SITE_URL: siteUrl, NETWORK_URL: networkUrl, ...ssoEnv } })

  if (!process.env.OIDC_ISSUER) {
    devIdp = await startDevIdp({ port: devIdpPort, siteUrls: [siteUrl] })
  }

  const network = spawn('node', [path.join(repoRoot, 'apps/network/dist/server.js')], {
    cwd: path.join(repoRoot, 'apps/network'),
    stdio: 'inherit',
    env: {
      ...process.env,
      ...baseEnv,
      PORT: String(networkPort),
      HOST: '127.0.0.1',
      NETWORK_SITES: await networkSites(),
    },
  })
  children.push(network)
  const web = startWeb({
    port: webPort,
    env: { SITE_URL: siteUrl, NETWORK_URL: networkUrl, ...frontCacheEnv, ...ssoEnv },
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
      devIdp
        ? `
    Identitetsleverantör (IdP) ${devIdp.issuer}/ (testkonton: tools/dev-idp/users.mjs)`
        : ''
    }${
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
