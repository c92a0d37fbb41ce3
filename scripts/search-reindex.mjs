#!/usr/bin/env node
// `npm run search:reindex`: rebuilds the site search index from the published documents of the
// database in DATABASE_URL (default data/smedja.db). Safe while the site runs: visitors search the
// old index until the new one is committed. Needed only after restoring a database without its index
// or after changing what is indexed; saving and publishing keep the index in step by themselves.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { baseEnv, repoRoot, webDir } from './lib/web.mjs'

const payloadBin = path.join(repoRoot, 'node_modules', '.bin', 'payload')

// `payload run` now and then exits 0 before the script has run (see prepareDatabase in lib/web.mjs);
// rebuilding is idempotent, so that is retried.
for (let attempt = 1; ; attempt++) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smedja-reindex-'))
  const resultFile = path.join(dir, 'result.json')
  try {
    const res = spawnSync(payloadBin, ['run', 'src/features/search/reindex.ts'], {
      cwd: webDir,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...baseEnv, SMEDJA_REINDEX_RESULT: resultFile },
    })
    if (res.status === 0 && fs.existsSync(resultFile)) {
      const { documents } = JSON.parse(fs.readFileSync(resultFile, 'utf8'))
      console.log(`[search] the index holds ${documents} published documents`)
      break
    }
    if (res.status === 0 && attempt < 8) continue
    console.error(`[search] rebuilding the index failed (exit ${res.status})`)
    process.exit(1)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
