#!/usr/bin/env node
// The server the end-to-end suite runs against: a fresh database in a temporary folder, seeded with
// the demo site and a known editor account, the production build in .next-e2e, on E2E_PORT, with the
// production front cache (Varnish) in front of it on E2E_FRONT_CACHE_PORT (front-cache.e2e.ts).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { baseEnv, repoRoot, startWeb, waitForHttp } from '../../../../scripts/lib/web.mjs'
import { startFrontCache } from '../../../../scripts/lib/frontCache.mjs'
import { varnishdPath } from '../../../../scripts/lib/system.mjs'
import { startStripeServer } from '../support/stripeServer.mjs'
import { startEmbedHarness } from '../support/embedHarness.mjs'
import { startDevIdp } from '../../../../tools/dev-idp/server.mjs'

import { e2eSite, prepareE2eSite } from './site.mjs'

const { port, networkPort, frontCachePort, idpPort, embedPort, appIdUri, dataDir, env } = e2eSite()
const frontCacheSecret = 'e2e-front-cache-secret-0123456789'
const idp = await startDevIdp({ port: idpPort, siteUrls: [`http://127.0.0.1:${port}`] })
const embed = await startEmbedHarness({
  port: embedPort,
  siteUrl: `http://127.0.0.1:${port}`,
  idpUrl: idp.issuer,
  appIdUri,
})
// Nothing to do when `npm test` prepared this site and built it while the integration tests ran.
prepareE2eSite({ env })
let stopping = false
const network = spawn(process.execPath, [path.join(repoRoot, 'apps/network/dist/server.js')], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    ...baseEnv,
    HOST: '127.0.0.1',
    PORT: String(networkPort),
    NETWORK_DB: path.join(dataDir, 'network.db'),
  },
})
network.on('exit', (code, signal) => {
  if (!stopping) console.error(`[e2e] network service exited (${signal ?? code})`)
})
// Card payments against a local server that speaks Stripe's Checkout API, serves the payment page and
// sends its signed webhooks to the site (STRIPE_* are read at run time, so the build does not see them).
const stripeKeys = { secretKey: 'sk_test_e2e_local', webhookSecret: 'whsec_e2e_local' }
const stripe = await startStripeServer({
  ...stripeKeys,
  webhookUrl: `http://127.0.0.1:${port}/kassan/stripe-webhook`,
})
const child = startWeb({
  port,
  distDir: '.next-e2e',
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...env,
    STRIPE_SECRET_KEY: stripeKeys.secretKey,
    STRIPE_WEBHOOK_SECRET: stripeKeys.webhookSecret,
    STRIPE_API_BASE: stripe.url,
    FRONT_CACHE_URL: `http://127.0.0.1:${frontCachePort}`,
    FRONT_CACHE_SECRET: frontCacheSecret,
  },
})
// The web server's output goes to the terminal and to E2E_SERVER_LOG, which tests read.
const serverLog = process.env.E2E_SERVER_LOG
  ? fs.createWriteStream(process.env.E2E_SERVER_LOG, { flags: 'w' })
  : null
for (const [stream, out] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
]) {
  stream.on('data', (chunk) => {
    out.write(chunk)
    serverLog?.write(chunk)
  })
}
let frontCache = null
const stop = () => {
  stopping = true
  void idp.close()
  void embed.close()
  void frontCache?.stop()
  child.kill('SIGTERM')
  network.kill('SIGTERM')
  void stripe.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
child.on('exit', (code) => {
  stopping = true
  void idp.close()
  void embed.close()
  void frontCache?.stop()
  network.kill('SIGTERM')
  void stripe.close()
  process.exit(code ?? 0)
})
// Varnish comes with `npm test` (scripts/lib/system.mjs); without it front-cache.e2e.ts fails and says so.
if (fs.existsSync(varnishdPath)) {
  await waitForHttp(`http://127.0.0.1:${port}/robots.txt`, 300_000)
  frontCache = await startFrontCache({
    port: frontCachePort,
    backendPort: port,
    secret: frontCacheSecret,
    workDir: path.join(dataDir, 'front-cache'),
  }).catch((error) => {
    console.error(`[e2e] the front cache did not start: ${error.message}`)
    return null
  })
} else {
  console.error(`[e2e] ${varnishdPath} is missing: run node scripts/ensure-system.mjs`)
}
