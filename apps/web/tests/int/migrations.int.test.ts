import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, describe, expect, inject, it } from 'vitest'

// Upgrading keeps what a live shop has. SQLite migrations rebuild tables (create new, copy, drop old,
// rename); with foreign keys on, dropping `orders` would cascade into its lines, items and payments.
// Every migration over a database with data: over 60 s in CI run 12 with both integration runs side
// by side on two cores.
describe.skipIf(inject('dialect') !== 'sqlite')(
  'upgrading an existing SQLite database',
  { timeout: 240_000 },
  () => {
    let payload: Payload | undefined
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smedja-int-upgrade-'))

    afterAll(async () => {
      await payload?.destroy()
      fs.rmSync(dataDir, { recursive: true, force: true })
    })

    it('keeps every order, its lines, items, payments, mail and carts', async () => {
      const id = crypto.randomBytes(4).toString('hex')
      process.env.SMEDJA_DATA_DIR = dataDir
      process.env.PAYLOAD_SECRET = `int-test-secret-${id}-0123456789`
      process.env.NONCE_SECRET = `int-nonce-secret-${id}-0123456789`
      process.env.DATABASE_URL = `file:${path.join(dataDir, 'upgrade.db')}`
      const { default: config } = await import('@payload-config')
      const { getPayload } = await import('payload')
      const { migrationsFor } = await import('@/platform/database/migrations')
      const { queryRows, sql } = await import('@/platform/database/sql')
      payload = await getPayload({ config })
      const all = migrationsFor('sqlite')
      // The database as the first release left it.
      await payload.db.migrate({ migrations: all.slice(0, 1) })

      const run = (q: ReturnType<typeof sql>) => queryRows(payload as Payload, undefined, q)
      /** Inserts a row with `values`, filling every other required column with a value of its type. */
      async function insert(table: string, values: Record<string, string | number>) {
        const columns = await run(sql.raw(`PRAGMA table_info(\`${table}\`)`))
        const row: Record<string, string | number> = { ...values }
        for (const c of columns) {
          const name = String(c.name)
          if (name in row || !c.notnull || c.dflt_value !== null || c.pk) continue
          row[name] = /int|num|real/i.test(String(c.type)) ? 1 : `${table}-${name}`
        }
        const names = Object.keys(row).map((n) => `"${n}"`)
        const params = Object.values(row).map((v) => (typeof v === 'number' ? String(v) : `'${v}'`))
        await run(sql.raw(`INSERT INTO "${table}" (${names}) VALUES (${params})`))
      }
      const now = new Date().toISOString()
      const stamps = { updated_at: now, created_at: now }
      await insert('products', {
        id: 1,
        title: 'Oljefilter',
        sku: 'UPG-1',
        slug: 'upg-1',
        ...stamps,
      })
      await insert('carts', { id: 1, secret: 'a'.repeat(40), ...stamps })
      await insert('carts_items', {
        _order: 1,
        _parent_id: 1,
        id: 'ci1',
        product_id: 1,
        quantity: 2,
      })
      await insert('orders', {
        id: 1,
        idempotency_key: 'upgrade-key-1',
        access_key: 'k',
        ...stamps,
      })
      await insert('orders_lines', {
        _order: 1,
        _parent_id: 1,
        id: 'ol1',
        product_id: 1,
        quantity: 2,
      })
      await insert('orders_items', {
        _order: 1,
        _parent_id: 1,
        id: 'oi1',
        product_id: 1,
        quantity: 2,
      })
      await insert('transactions', { id: 1, order_id: 1, cart_id: 1, ...stamps })
      await insert('outbox', {
        id: 1,
        order_id: 1,
        to: 'a@example.se',
        subject: 'Order',
        ...stamps,
      })
      const tables = ['products', 'carts', 'carts_items', 'orders', 'orders_lines', 'orders_items']
      const counts = async () =>
        Object.fromEntries(
          await Promise.all(
            [...tables, 'transactions', 'outbox'].map(async (t) => [
              t,
              Number((await run(sql.raw(`SELECT count(*) AS n FROM "${t}"`)))[0]?.n),
            ]),
          ),
        )
      expect(Object.values(await counts())).toEqual([1, 1, 1, 1, 1, 1, 1, 1])

      await payload.db.migrate({ migrations: all })

      expect(Object.values(await counts())).toEqual([1, 1, 1, 1, 1, 1, 1, 1])
      const [mail] = await run(sql`SELECT order_id FROM outbox WHERE id = 1`)
      const [payment] = await run(sql`SELECT order_id, cart_id FROM transactions WHERE id = 1`)
      expect(mail).toEqual({ order_id: 1 })
      expect(payment).toEqual({ order_id: 1, cart_id: 1 })
      expect(await run(sql.raw('PRAGMA foreign_key_check'))).toEqual([])
      const order = await payload.findByID({ collection: 'orders', id: 1, overrideAccess: true })
      expect(order.lines).toHaveLength(1)
    })
  },
)
