import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { migrations } from './migrations.js'
import { openDatabase } from './database.js'
import * as seed from './seedData.js'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function tempPath(): string {
  const dir = mkdtempSync(join(tmpdir(), 'smedja-network-db-'))
  dirs.push(dir)
  return join(dir, 'nested', 'network.db')
}

const count = (db: ReturnType<typeof openDatabase>, table: string) =>
  Number((db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n)

describe('openDatabase', () => {
  it('creates the folder, migrates and seeds the demo network on first start', () => {
    const db = openDatabase(tempPath())
    try {
      expect(count(db, 'companies')).toBe(seed.companies.length)
      expect(count(db, 'members')).toBe(seed.members.length)
      expect(count(db, 'products')).toBe(seed.products.length)
      expect(count(db, 'jobs')).toBe(seed.jobs.length)
      expect(count(db, 'schools')).toBe(seed.schools.length)
      expect(count(db, 'share_counts')).toBe(seed.shareCounts.length)
      expect(count(db, 'activities')).toBe(seed.activities.length)
      expect(count(db, 'connections')).toBe(seed.connections.length * 2)
      expect(count(db, 'schema_migrations')).toBe(migrations.length)
    } finally {
      db.close()
    }
  })

  it('is idempotent and never resets counts raised since seeding', () => {
    const path = tempPath()
    const first = openDatabase(path)
    first.prepare("UPDATE share_counts SET count = 60 WHERE url = 'http://127.0.0.1:3000/'").run()
    first.prepare('UPDATE products SET recommendation_count = 43 WHERE id = 5001').run()
    first.close()

    const second = openDatabase(path)
    try {
      expect(count(second, 'members')).toBe(seed.members.length)
      expect(count(second, 'schema_migrations')).toBe(migrations.length)
      const share = second
        .prepare("SELECT count FROM share_counts WHERE url = 'http://127.0.0.1:3000/'")
        .get() as { count: number }
      const product = second
        .prepare('SELECT recommendation_count AS n FROM products WHERE id = 5001')
        .get() as { n: number }
      expect(Number(share.count)).toBe(60)
      expect(Number(product.n)).toBe(43)
    } finally {
      second.close()
    }
  })

  it('keeps counts from going negative', () => {
    const db = openDatabase(tempPath())
    try {
      expect(() =>
        db.prepare('UPDATE products SET recommendation_count = -1 WHERE id = 5001').run(),
      ).toThrow()
    } finally {
      db.close()
    }
  })
})
