import type { CollectionConfig, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import {
  backgroundJobs,
  DEFAULT_RETRIES,
  jobsCollection,
  labelJobFields,
  RETRY_RESET,
  retryFailedJob,
  runsQueue,
  toPayloadTask,
} from './config'
import { recordSchedule, scheduleOnce } from './schedule'

const handler = async () => ({ output: {} })

describe('toPayloadTask', () => {
  it('schedules periodic work once per due time, with retries', () => {
    const task = toPayloadTask({
      slug: 'analytics-rollup',
      label: { sv: 'Ett jobb', en: 'A job' },
      cron: '*/5 * * * *',
      handler,
    })
    expect(task.label).toBe('Ett jobb')
    expect(task.retries).toEqual(DEFAULT_RETRIES)
    expect(task.schedule).toEqual([
      {
        cron: '*/5 * * * *',
        queue: 'default',
        hooks: { beforeSchedule: scheduleOnce, afterSchedule: recordSchedule },
      },
    ])
  })

  it('keeps retries a task sets and has no schedule without a cron', () => {
    const task = toPayloadTask({
      slug: 'mail-outbox',
      label: { sv: 'a', en: 'a' },
      retries: 1,
      handler,
    })
    expect(task.retries).toBe(1)
    expect(task.schedule).toBeUndefined()
  })
})

describe('runsQueue', () => {
  it('is on in a server, off when asked and under tests', () => {
    expect(runsQueue({})).toBe(true)
    expect(runsQueue({ SMEDJA_JOBS: 'off' })).toBe(false)
    expect(runsQueue({ VITEST: 'true' })).toBe(false)
  })
})

describe('the jobs collection', () => {
  const defaults: CollectionConfig = {
    slug: 'payload-jobs',
    admin: { hidden: true },
    access: { read: () => false, update: () => false },
    fields: [
      {
        type: 'tabs',
        tabs: [{ label: 'Status', fields: [{ name: 'hasError', type: 'checkbox' }] }],
      },
      { name: 'taskSlug', type: 'select', options: ['inline', 'x'] },
    ],
  }

  it('labels fields inside tabs and names the tasks', () => {
    const fields = labelJobFields(defaults.fields, { x: { sv: 'Ett jobb', en: 'A job' } })
    const tabs = fields[0] as Extract<Field, { type: 'tabs' }>
    expect((tabs.tabs[0]!.fields[0] as { label: unknown }).label).toEqual({
      sv: 'Misslyckades',
      en: 'Failed',
    })
    expect((fields[1] as { options: unknown }).options).toEqual([
      { value: 'inline', label: { sv: 'inline', en: 'inline' } },
      { value: 'x', label: { sv: 'Ett jobb', en: 'A job' } },
    ])
  })

  it('is for administrators only', () => {
    const collection = jobsCollection(defaults, {})
    const hidden = collection.admin?.hidden as (a: { user: unknown }) => boolean
    expect(hidden({ user: { roles: ['editor'] } })).toBe(true)
    expect(hidden({ user: { roles: ['admin'] } })).toBe(false)
    const read = collection.access?.read as (a: { req: { user: unknown } }) => boolean
    expect(read({ req: { user: { roles: ['editor'] } } })).toBe(false)
    expect(read({ req: { user: { roles: ['admin'] } } })).toBe(true)
    expect(collection.fields.some((f) => 'name' in f && f.name === 'retry')).toBe(true)
  })

  it('gives staff nothing to run through the endpoint unless admin', async () => {
    const jobs = backgroundJobs([])
    const req = (roles: string[]) => ({ req: { user: { roles } } }) as never
    expect(await jobs.access?.run?.(req(['editor']))).toBe(false)
    expect(await jobs.access?.run?.(req(['admin']))).toBe(true)
  })
})

describe('retrying a failed job', () => {
  const failed = {
    id: 1,
    hasError: true,
    error: { message: 'E-postservern svarar inte' },
    totalTried: 4,
    log: [{ state: 'failed' }],
    input: { a: 1 },
  }
  const run = (data: Record<string, unknown>, originalDoc: Record<string, unknown>) =>
    retryFailedJob({ data, originalDoc, operation: 'update' } as never)

  it('makes a failed job runnable again with fresh attempts', () => {
    expect(run({ ...failed, retry: true }, failed)).toEqual({
      ...failed,
      ...RETRY_RESET,
      log: [],
    })
  })

  it('changes nothing else an administrator sends', () => {
    expect(run({ ...failed, input: { a: 2 }, retry: false }, failed)).toEqual(failed)
    const done = { ...failed, hasError: false, completedAt: '2026-11-25T10:00:00.000Z' }
    expect(run({ ...done, retry: true }, done)).toEqual(done)
  })
})
