import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { dataDir } from '@/platform/paths'

export type AdminSignIn = {
  email: string
  password: string | null
  source: 'env' | 'generated' | 'existing'
}

const credentialsFile = () => path.join(dataDir, '.admin-credentials.json')

/**
 * Makes sure the site has an administrator. ADMIN_EMAIL/ADMIN_PASSWORD win; otherwise a password is
 * generated once and kept (mode 600) beside the database so `npm start` can print it every time.
 */
export async function ensureAdmin(payload: Payload): Promise<AdminSignIn> {
  const email = (process.env.ADMIN_EMAIL || 'admin@norrberg.example').toLowerCase()
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) {
    let password: string | null = null
    try {
      const saved = JSON.parse(fs.readFileSync(credentialsFile(), 'utf8')) as {
        email: string
        password: string
      }
      if (saved.email === email) password = saved.password
    } catch {
      // no generated credentials on file
    }
    return {
      email,
      password: process.env.ADMIN_PASSWORD ? null : password,
      source: process.env.ADMIN_PASSWORD ? 'env' : 'existing',
    }
  }
  const fromEnv = process.env.ADMIN_PASSWORD
  const password = fromEnv || crypto.randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password, name: 'Administratör', roles: ['admin'] },
  })
  if (!fromEnv) {
    fs.mkdirSync(dataDir, { recursive: true })
    fs.writeFileSync(credentialsFile(), JSON.stringify({ email, password }), { mode: 0o600 })
  }
  return { email, password: fromEnv ? null : password, source: fromEnv ? 'env' : 'generated' }
}
