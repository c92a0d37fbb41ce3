#!/usr/bin/env node
// The server the end-to-end suite runs against: a fresh database in a temporary folder, seeded with
// the demo site and a known editor account, the production build in .next-e2e, on E2E_PORT.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { buildWeb, prepareDatabase, startWeb } from '../../../../scripts/lib/web.mjs'

const port = Number(process.env.E2E_PORT ?? 3300)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smedja-e2e-'))
const env = {
  SMEDJA_DATA_DIR: dataDir,
  SITE_URL: `http://127.0.0.1:${port}`,
  ADMIN_EMAIL: 'admin@e2e.example',
  ADMIN_PASSWORD: 'e2e-lösenord-123',
  DATABASE_URL: '',
  // Fixed so pages prerendered by an earlier build carry nonces this server accepts.
  PAYLOAD_SECRET: 'e2e-payload-secret-0123456789abcdef',
  NONCE_SECRET: 'e2e-nonce-secret-0123456789abcdef',
}
prepareDatabase(env)
buildWeb({ distDir: '.next-e2e', env })
const child = startWeb({ port, distDir: '.next-e2e', env })
const stop = () => {
  child.kill('SIGTERM')
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
child.on('exit', (code) => process.exit(code ?? 0))
