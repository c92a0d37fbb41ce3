import os from 'node:os'
import path from 'node:path'

import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3300)
// The web server's log, written by tests/e2e/server.mjs and read by tests that check what the server
// logged (CSP violation reports). Set here so the server and the test workers agree on it.
process.env.E2E_SERVER_LOG ??= path.join(os.tmpdir(), `smedja-e2e-server-${port}.log`)
// The production front cache the server puts in front of itself (front-cache.e2e.ts).
process.env.E2E_FRONT_CACHE_PORT ??= String(port + 20)

/**
 * End-to-end tests drive Debian's Chromium against the production build, started on its own port,
 * build folder and throw-away database by tests/e2e/server.mjs.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: process.env.PW_OUTPUT_DIR ?? 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'sv-SE',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node tests/e2e/server.mjs',
    url: `http://127.0.0.1:${port}/`,
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
