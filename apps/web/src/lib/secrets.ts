import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { dataDir } from './paths'

// A secret generated once per installation, kept beside the database so that build, server and
// CLI processes agree on it without anyone having to configure one.
export function persistentSecret(name: string, envValue: string | undefined): string {
  if (envValue && envValue.length >= 16) return envValue
  const file = path.join(/*turbopackIgnore: true*/ dataDir, `.${name}`)
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
