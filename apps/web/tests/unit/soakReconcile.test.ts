import path from 'node:path'

import { describe, expect, it } from 'vitest'

// The fault suite's reckoning (scripts/lib/soak/reconcile.mjs, `npm run soak`): what was sent and
// answered against what the database holds.

type Row = {
  kind: string
  sent: number
  acknowledged: number
  stored: number
  unacknowledged: number
  lost: number
  doubled: number
}
type Sent = { kind: string; marker: string; acknowledged: boolean }
type Module = {
  reconcile: (input: {
    kinds?: string[]
    sent: Sent[]
    stored: Record<string, Map<string, number> | Record<string, number>>
    checks?: { name: string; ok: boolean; detail: string }[]
  }) => { rows: Row[]; problems: string[]; ok: boolean }
  formatTable: (rows: Row[]) => string
}

const modulePath = path.resolve(import.meta.dirname, '../../../../scripts/lib/soak/reconcile.mjs')
const load = () => import(modulePath) as Promise<Module>

const sent = (kind: string, marker: string, acknowledged = true): Sent => ({
  kind,
  marker,
  acknowledged,
})

describe('soak reconcile', () => {
  it('counts a request answered and stored once as neither lost nor doubled', async () => {
    const { reconcile } = await load()
    const result = reconcile({
      kinds: ['order'],
      sent: [sent('order', 'a'), sent('order', 'b')],
      stored: {
        order: new Map([
          ['a', 1],
          ['b', 1],
        ]),
      },
    })
    expect(result.rows).toEqual([
      {
        kind: 'order',
        sent: 2,
        acknowledged: 2,
        stored: 2,
        unacknowledged: 0,
        lost: 0,
        doubled: 0,
      },
    ])
    expect(result.ok).toBe(true)
  })

  it('reports an acknowledged request that is not stored as lost and fails', async () => {
    const { reconcile } = await load()
    const result = reconcile({
      kinds: ['comment'],
      sent: [sent('comment', 'x@example.se'), sent('comment', 'y@example.se')],
      stored: { comment: { 'x@example.se': 1 } },
    })
    expect(result.rows[0]).toMatchObject({ stored: 1, lost: 1, doubled: 0 })
    expect(result.problems).toEqual(['comment: y@example.se acknowledged, not stored'])
    expect(result.ok).toBe(false)
  })

  it('reports an effect stored twice as doubled and fails', async () => {
    const { reconcile } = await load()
    const result = reconcile({
      kinds: ['cart'],
      sent: [sent('cart', '17')],
      stored: { cart: new Map([['17', 2]]) },
    })
    expect(result.rows[0]).toMatchObject({ stored: 1, lost: 0, doubled: 1 })
    expect(result.ok).toBe(false)
  })

  it('counts a failed request whose effect was stored as stored, not acknowledged, and not lost', async () => {
    const { reconcile } = await load()
    const result = reconcile({
      kinds: ['order'],
      sent: [sent('order', 'applied', false), sent('order', 'refused', false)],
      stored: { order: new Map([['applied', 1]]) },
    })
    expect(result.rows[0]).toEqual({
      kind: 'order',
      sent: 2,
      acknowledged: 0,
      stored: 1,
      unacknowledged: 1,
      lost: 0,
      doubled: 0,
    })
    expect(result.ok).toBe(true)
  })

  it('counts an effect nobody sent as doubled', async () => {
    const { reconcile } = await load()
    const result = reconcile({
      kinds: ['consent'],
      sent: [sent('consent', 'c1')],
      stored: {
        consent: new Map([
          ['c1', 1],
          ['ghost', 1],
        ]),
      },
    })
    expect(result.rows[0]).toMatchObject({ doubled: 1 })
    expect(result.problems).toContain('consent: ghost stored but never sent')
  })

  it('fails on a failed invariant even when every row is clean', async () => {
    const { reconcile } = await load()
    const result = reconcile({
      kinds: ['order'],
      sent: [sent('order', 'a')],
      stored: { order: new Map([['a', 1]]) },
      checks: [{ name: 'stock', ok: false, detail: '3 taken, 2 in orders' }],
    })
    expect(result.ok).toBe(false)
    expect(result.problems).toEqual(['check failed: stock: 3 taken, 2 in orders'])
  })

  it('refuses a plan that sends one marker twice', async () => {
    const { reconcile } = await load()
    expect(() =>
      reconcile({ kinds: ['order'], sent: [sent('order', 'a'), sent('order', 'a')], stored: {} }),
    ).toThrow(/sent twice/)
  })

  it('prints one line per kind and a total', async () => {
    const { reconcile, formatTable } = await load()
    const { rows } = reconcile({
      kinds: ['order', 'comment'],
      sent: [sent('order', 'a'), sent('order', 'b', false), sent('comment', 'c')],
      stored: { order: new Map([['a', 1]]), comment: new Map([['c', 1]]) },
    })
    const lines = formatTable(rows).split('\n')
    expect(lines[0]).toMatch(
      /^\| kind +\| sent \| acknowledged \| stored \| stored, not ack\. \| lost \| doubled \|$/,
    )
    expect(lines[2]).toMatch(/^\| order +\| +2 \| +1 \| +1 \| +0 \| +0 \| +0 \|$/)
    expect(lines.at(-1)).toMatch(/^\| total +\| +3 \| +2 \| +2 \| +0 \| +0 \| +0 \|$/)
  })
})
