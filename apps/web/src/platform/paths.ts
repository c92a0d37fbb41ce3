import fs from 'node:fs'
import path from 'node:path'

// Next builds, the Payload CLI and the test runners start in different folders; state lives in one place.
function findRepoRoot(start: string): string {
  let dir = start
  for (;;) {
    const pkg = path.join(dir, 'package.json')
    if (fs.existsSync(pkg)) {
      try {
        const json = JSON.parse(fs.readFileSync(pkg, 'utf8')) as { workspaces?: unknown }
        if (json.workspaces) return dir
      } catch {
        // keep walking up
      }
    }
    const parent = path.dirname(dir)
    if (parent === dir) return start
    dir = parent
  }
}

export const repoRoot = findRepoRoot(process.cwd())
export const webRoot = path.join(/*turbopackIgnore: true*/ repoRoot, 'apps', 'web')
export const dataDir = path.resolve(
  /*turbopackIgnore: true*/ process.env.SMEDJA_DATA_DIR ??
    path.join(/*turbopackIgnore: true*/ repoRoot, 'data'),
)
export const mediaDir = path.join(/*turbopackIgnore: true*/ dataDir, 'media')
