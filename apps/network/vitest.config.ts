import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    // One SQLite file per test file; files run in parallel workers, tests inside a file in order.
    pool: 'forks',
  },
})
