import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { dataDir } from './paths'

// A secret generated once per installation, kept beside the database so that build, server and
// CLI processes agree on it without anyone having to configure one.
const loaded = new Map<string, string>()

export function persistentSecret(name: string, envValue: string | undefined): string {
  if (envValue && envValue.length >= 16) return envValue
  const file = path.join(/*turbopackIgnore: true*/ dataDir, `.${name}`)
  // Nonces are made and checked on every page render and ajax request: read the file once per process.
  const known = loaded.get(file)
  if (known) return known
  const value = readOrCreate(file)
  loaded.set(file, value)
  return value
}

function readOrCreate(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(dataDir, { recursive: true })
    const value = crypto.randomBytes(32).toString('hex')
    try {
      fs.writeFileSync(file, value, { mode: 0o600, flag: 'wx' })
      return value
    } catch {
      // Another process created it first; use theirs.
      return fs.readFileSync(file, 'utf8').trim()
    }
  }
}
