import type { CollectionConfig, Payload, TaskConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'

/** Payload's hook type, not exported from the package's root. */
type ScheduleConfig = NonNullable<TaskConfig['schedule']>[number]
export type BeforeScheduleFn = NonNullable<NonNullable<ScheduleConfig['hooks']>['beforeSchedule']>
export type AfterScheduleFn = NonNullable<NonNullable<ScheduleConfig['hooks']>['afterSchedule']>

export const jobSlotsSlug = 'job-slots'

/** Slots older than this are deleted when a new one is taken: they can no longer be competed for. */
export const SLOT_KEEP_MS = 2 * 24 * 60 * 60 * 1000

/**
 * The periodic slots already queued, one row each with a unique key. Taking a slot is one INSERT,
 * which only one process can win; the row is all the proof the others need.
 */
export const JobSlots: CollectionConfig = {
  slug: jobSlotsSlug,
  labels: {
    singular: { sv: 'Schemalagd körning', en: 'Scheduled run' },
    plural: { sv: 'Schemalagda körningar', en: 'Scheduled runs' },
  },
  admin: { hidden: true, group: { sv: 'System', en: 'System' }, useAsTitle: 'key' },
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      label: { sv: 'Körning', en: 'Run' },
    },
  ],
}

/** One periodic run: the queue, the task or workflow, and the time the schedule gives it. */
export function slotKey(queue: string, slug: string, at: Date): string {
  return `${queue}:${slug}:${at.toISOString()}`
}

/**
 * Takes a slot for this process; false when another process took it first. Any other failure is
 * thrown (Payload then counts the schedule as errored and tries again at its next tick).
 */
export async function takeSlot(payload: Payload, key: string, now = new Date()): Promise<boolean> {
  try {
    await payload.db.create({ collection: jobSlotsSlug, data: { key }, req: {} })
  } catch (error) {
    const { totalDocs } = await payload.db.count({
      collection: jobSlotsSlug,
      where: { key: { equals: key } },
      req: {},
    })
    if (totalDocs > 0) return false
    throw error
  }
  await payload.db.deleteMany({
    collection: jobSlotsSlug,
    where: { createdAt: { less_than: new Date(now.getTime() - SLOT_KEEP_MS).toISOString() } },
    req: {},
  })
  return true
}

/**
 * Payload's own check (no job of this task already waiting or running in the queue) reads, then
 * queues: two processes running it at the same moment both find nothing and both queue. So after
 * that check the slot (task + time it is due) is taken with a unique key: of processes that read the
 * same schedule state at once, exactly one queues the run.
 */
export const scheduleOnce: BeforeScheduleFn = async (args) => {
  const decision = await args.defaultBeforeSchedule(args)
  if (!decision.shouldSchedule) return decision
  const { queueable, req } = args
  const slug = queueable.taskConfig?.slug ?? queueable.workflowConfig?.slug ?? ''
  const at = decision.waitUntil ?? queueable.waitUntil
  if (!at) return decision
  const won = await takeSlot(req.payload, slotKey(queueable.scheduleConfig.queue, slug, at))
  return { ...decision, shouldSchedule: won }
}

const isBusy = (error: unknown): boolean =>
  /SQLITE_BUSY|database is locked/.test(
    `${(error as Error)?.message} ${String((error as { cause?: unknown })?.cause)}`,
  )

/**
 * Payload's bookkeeping after queuing (when each task was last scheduled, one shared row) written
 * outside a transaction: on SQLite with several processes that write can meet another process's and
 * fail at once with SQLITE_BUSY; it is tried again a few times rather than failing the whole tick.
 */
export const recordSchedule: AfterScheduleFn = async (args) => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await args.defaultAfterSchedule(args)
    } catch (error) {
      if (!isBusy(error) || attempt >= 5) throw error
      await new Promise((resolve) => setTimeout(resolve, 25 * attempt + Math.random() * 25))
    }
  }
}
