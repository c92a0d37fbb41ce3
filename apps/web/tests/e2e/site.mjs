// The end-to-end site's settings and its preparation (database and production build), shared by the
// server the suite runs against (server.mjs) and by `npm test`, which prepares the site while the
// integration tests run (`node tests/e2e/site.mjs`) and hands its folder on in E2E_DATA_DIR.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import {
  buildWeb,
  buildWorkspace,
  freshSiteEnv,
  prepareDatabase,
} from '../../../../scripts/lib/web.mjs'
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET } from '../../../../tools/dev-idp/server.mjs'

/**
 * Ports, data folder and environment of the e2e site. E2E_DATA_DIR names a folder prepared earlier
 * (its database seeded, the build made from it); without it a fresh temporary folder is made.
 */
export function e2eSite() {
  const port = Number(process.env.E2E_PORT ?? 3300)
  // The network service (widget frames of /natverk) on its own origin, with its own throw-away database.
  const networkPort = Number(process.env.E2E_NETWORK_PORT ?? 3310)
  // Pages are purged from the front cache by the same hooks that revalidate them (platform/frontCache.ts).
  const frontCachePort = Number(process.env.E2E_FRONT_CACHE_PORT ?? port + 20)
  // Single sign-on (sso.e2e.ts): the local identity provider, and pages of another site (localhost
  // is another site than 127.0.0.1) that frame ours or play the collaboration host.
  const idpPort = Number(process.env.E2E_IDP_PORT ?? port + 30)
  const embedPort = Number(process.env.E2E_EMBED_PORT ?? port + 40)
  const { dataDir, env: freshEnv } = freshSiteEnv({
    name: 'e2e',
    port,
    dataDir: process.env.E2E_DATA_DIR,
  })
  const appIdUri = `api://127.0.0.1:${port}/${DEFAULT_CLIENT_ID}`
  const env = {
    ...freshEnv,
    // The issuer the server's local identity provider (tools/dev-idp) will have on idpPort.
    OIDC_ISSUER: `http://127.0.0.1:${idpPort}`,
    OIDC_CLIENT_ID: DEFAULT_CLIENT_ID,
    OIDC_CLIENT_SECRET: DEFAULT_CLIENT_SECRET,
    OIDC_SCOPES: 'openid profile email groups',
    OIDC_PROVIDER_NAME: 'Lokal IdP',
    OIDC_APP_ID_URI: appIdUri,
    // The harness host (embedHarness.mjs /varden) is on http loopback, outside the host SDK's own list.
    OIDC_HOST_ORIGINS: `http://localhost:${embedPort}`,
    EMBED_ORIGINS: `http://localhost:${embedPort}`,
    ADMIN_EMAIL: 'admin@e2e.example',
    ADMIN_PASSWORD: 'e2e-lösenord-123',
    NETWORK_URL: `http://127.0.0.1:${networkPort}`,
  }
  return { port, networkPort, frontCachePort, idpPort, embedPort, appIdUri, dataDir, env }
}

/**
 * Builds the workspaces the site uses, migrates and seeds its database, and makes the production build
 * in .next-e2e from that database (pages are prerendered with its block ids). Each step does nothing
 * when already done, so the server can call it after `npm test` has.
 */
export function prepareE2eSite({ env }) {
  buildWorkspace('@smedja/network-sdk')
  buildWorkspace('@smedja/network')
  prepareDatabase(env)
  buildWeb({ distDir: '.next-e2e', env })
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!process.env.E2E_DATA_DIR) throw new Error('E2E_DATA_DIR names the folder to prepare')
  prepareE2eSite(e2eSite())
}
