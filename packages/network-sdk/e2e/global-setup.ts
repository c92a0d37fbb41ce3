import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/**
 * Builds dist/in.js before every run: the service on :3100 may be one that was already running
 * (reused), and it serves whatever bundle is on disk.
 */
export default function globalSetup(): void {
  execFileSync(process.execPath, ['build.mjs'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: 'inherit',
  })
}
