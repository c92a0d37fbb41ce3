import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { recordSchedule, scheduleOnce, SLOT_KEEP_MS, slotKey, takeSlot } from './schedule'

/** A stand-in for the job-slots table: the unique key is what decides, as in the database. */
function slotStore() {
  const rows = new Map<string, Date>()
  const db = {
    create: vi.fn(async ({ data }: { data: { key: string } }) => {
      if (rows.has(data.key)) throw new Error('UNIQUE constraint failed: job_slots.key')
      rows.set(data.key, new Date())
      return data
    }),
    count: vi.fn(async ({ where }: { where: { key: { equals: string } } }) => ({
      totalDocs: rows.has(where.key.equals) ? 1 : 0,
    })),
    deleteMany: vi.fn(async () => undefined),
  }
  return { rows, payload: { db } as unknown as Payload, db }
}

describe('slotKey', () => {
  it('names the queue, the task and the due time', () => {
    const at = new Date('2026-11-25T10:05:00.000Z')
    expect(slotKey('default', 'analytics-rollup', at)).toBe(
      'default:analytics-rollup:2026-11-25T10:05:00.000Z',
    )
    expect(slotKey('default', 'a', at)).not.toBe(slotKey('default', 'b', at))
  })
})

describe('takeSlot', () => {
  it('gives a slot to the first process only', async () => {
    const { payload } = slotStore()
    const results = await Promise.all([takeSlot(payload, 'k'), takeSlot(payload, 'k')])
    expect(results.sort()).toEqual([false, true])
  })

  it('passes on a failure that is not a taken slot', async () => {
    const { payload, db } = slotStore()
    db.create.mockRejectedValueOnce(new Error('database is locked'))
    await expect(takeSlot(payload, 'k')).rejects.toThrow(/locked/)
  })

  it('deletes slots too old to compete for', async () => {
    const { payload, db } = slotStore()
    const now = new Date('2026-11-25T10:00:00.000Z')
    await takeSlot(payload, 'k', now)
    const before = new Date(now.getTime() - SLOT_KEEP_MS).toISOString()
    expect(db.deleteMany).toHaveBeenCalledWith(
      expect.objectContaining({ where: { createdAt: { less_than: before } } }),
    )
  })
})

describe('scheduleOnce', () => {
  const waitUntil = new Date('2026-11-25T10:05:00.000Z')
  const args = (payload: Payload, shouldSchedule = true) =>
    ({
      defaultBeforeSchedule: vi.fn(async () => ({ input: {}, shouldSchedule, waitUntil })),
      jobStats: {},
      queueable: {
        scheduleConfig: { cron: '*/5 * * * *', queue: 'default' },
        taskConfig: { slug: 'analytics-rollup' },
        waitUntil,
      },
      req: { payload },
    }) as unknown as Parameters<typeof scheduleOnce>[0]

  it('queues a due time once when two processes decide at the same moment', async () => {
    const { payload, rows } = slotStore()
    const [a, b] = await Promise.all([scheduleOnce(args(payload)), scheduleOnce(args(payload))])
    expect([a.shouldSchedule, b.shouldSchedule].sort()).toEqual([false, true])
    expect([...rows.keys()]).toEqual(['default:analytics-rollup:2026-11-25T10:05:00.000Z'])
  })

  it("keeps Payload's own check: a task already waiting takes no slot", async () => {
    const { payload, db } = slotStore()
    const result = await scheduleOnce(args(payload, false))
    expect(result.shouldSchedule).toBe(false)
    expect(db.create).not.toHaveBeenCalled()
  })
})

describe('recordSchedule', () => {
  const args = (defaultAfterSchedule: () => Promise<void>) =>
    ({ defaultAfterSchedule }) as unknown as Parameters<typeof recordSchedule>[0]

  it('tries a write another process kept busy again', async () => {
    const write = vi
      .fn()
      .mockRejectedValueOnce(
        new Error('Failed query', { cause: new Error('SQLITE_BUSY: database is locked') }),
      )
      .mockResolvedValueOnce(undefined)
    await recordSchedule(args(write))
    expect(write).toHaveBeenCalledTimes(2)
  })

  it('passes any other failure on at once', async () => {
    const write = vi.fn().mockRejectedValue(new Error('no such table'))
    await expect(recordSchedule(args(write))).rejects.toThrow(/no such table/)
    expect(write).toHaveBeenCalledTimes(1)
  })
})
