import { defineConfig } from '@playwright/test'

const HARNESS = 'http://127.0.0.1:4310'
const SERVICE = 'http://127.0.0.1:3100'

export default defineConfig({
  testDir: './e2e',
  testMatch: '*.e2e.ts',
  globalSetup: './e2e/global-setup.ts',
  workers: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: HARNESS,
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  webServer: [
    {
      // The service serves dist/in.js (built by the global setup). A temporary database keeps the
      // counts the tests change out of the development data.
      command: 'npm run build -w @smedja/network && npm run start -w @smedja/network',
      cwd: '../..',
      url: `${SERVICE}/healthz`,
      reuseExistingServer: true,
      timeout: 180_000,
      env: { NETWORK_DB: '/tmp/network-sdk-e2e.db' },
    },
    {
      command: 'node e2e/server.mjs',
      url: `${HARNESS}/`,
      reuseExistingServer: true,
      timeout: 30_000,
    },
  ],
})
