import type {
  CollectionBeforeChangeHook,
  CollectionConfig,
  Field,
  JobsConfig,
  Payload,
  TaskConfig,
} from 'payload'

import { hasRole, isAdmin } from '@/access/isAdmin'

import { isShuttingDown } from '../shutdown'

import { recordSchedule, scheduleOnce } from './schedule'

type Label = { sv: string; en: string }
type RetryConfig = Exclude<TaskConfig['retries'], number | undefined>

/**
 * Background work a feature declares (platform/feature.ts `tasks`): a Payload task with a Swedish
 * and English name and, for periodic work, a cron. Import server code inside `handler`, not at the
 * top of feature.ts.
 */
export type BackgroundTask = Omit<TaskConfig, 'label' | 'schedule'> & {
  label: Label
  /** When it runs (Payload's cron, seconds optional); each due time is queued once, by one process. */
  cron?: string
}

/** Every task is tried again after a failure: after 30 s, 1 min, 2 min; then it shows as failed. */
export const DEFAULT_RETRIES: RetryConfig = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 30_000 },
}

/** How often each web process looks for due jobs (and queues the periodic ones). */
export const QUEUE_CRON = '*/30 * * * * *'
export const QUEUE = 'default'

/** Payload's own task for scheduled publishing (versions.drafts.schedulePublish). */
const SCHEDULE_PUBLISH = 'schedulePublish'
const scheduledPublishing: Label = { sv: 'Schemalagd publicering', en: 'Scheduled publishing' }

export function toPayloadTask({ label, cron, ...task }: BackgroundTask): TaskConfig {
  return {
    ...task,
    label: label.sv,
    retries: task.retries ?? DEFAULT_RETRIES,
    ...(cron
      ? {
          schedule: [
            {
              cron,
              queue: QUEUE,
              hooks: { beforeSchedule: scheduleOnce, afterSchedule: recordSchedule },
            },
          ],
        }
      : {}),
  }
}

/**
 * Whether this process runs the queue. Every web process does by default (the claim makes that
 * safe); SMEDJA_JOBS=off leaves it to others, for example a separate `payload jobs:run --cron` runner.
 * Never during `next build` (Payload checks that itself) nor in tests, which run the queue by hand.
 */
export function runsQueue(env: Record<string, string | undefined> = process.env): boolean {
  return env.SMEDJA_JOBS !== 'off' && !env.VITEST
}

const fieldLabels: Record<string, Label> = {
  input: { sv: 'Indata', en: 'Input' },
  completedAt: { sv: 'Klart', en: 'Completed' },
  totalTried: { sv: 'Antal försök', en: 'Attempts' },
  hasError: { sv: 'Misslyckades', en: 'Failed' },
  error: { sv: 'Fel', en: 'Error' },
  log: { sv: 'Logg', en: 'Log' },
  taskSlug: { sv: 'Uppgift', en: 'Task' },
  workflowSlug: { sv: 'Arbetsflöde', en: 'Workflow' },
  queue: { sv: 'Kö', en: 'Queue' },
  waitUntil: { sv: 'Körs tidigast', en: 'Runs at the earliest' },
  processing: { sv: 'Pågår', en: 'Running' },
  meta: { sv: 'Metadata', en: 'Metadata' },
}

const fieldDescriptions: Record<string, Label> = {
  hasError: {
    sv: 'Jobbet har misslyckats vid alla försök och körs inte igen av sig självt.',
    en: 'The job failed on every attempt and is not run again on its own.',
  },
  error: { sv: 'Felet från det sista försöket.', en: 'The error of the last attempt.' },
  log: { sv: 'Varje körning av uppgiften.', en: 'Every run of the task.' },
  input: { sv: 'Det jobbet fick att arbeta med.', en: 'What the job was given.' },
}

/** Swedish and English labels on Payload's jobs fields, the task names on the task options. */
export function labelJobFields(fields: Field[], taskLabels: Record<string, Label>): Field[] {
  return fields.map((field) => {
    if (field.type === 'tabs')
      return {
        ...field,
        tabs: field.tabs.map((tab) => ({
          ...tab,
          label: { sv: 'Status', en: 'Status' },
          fields: labelJobFields(tab.fields, taskLabels),
        })),
      }
    if (!('name' in field)) return field
    const label = fieldLabels[field.name]
    const description = fieldDescriptions[field.name]
    const labelled = {
      ...field,
      ...(label ? { label } : {}),
      ...(description ? { admin: { ...field.admin, description } } : {}),
    } as Field
    if (field.type === 'select' && field.name === 'taskSlug')
      return {
        ...labelled,
        options: field.options.map((option) => {
          const value = typeof option === 'string' ? option : option.value
          return { value, label: taskLabels[value] ?? { sv: value, en: value } }
        }),
      } as Field
    return labelled
  })
}

/** What "Försök igen" resets: the job is runnable again and the queue takes it at its next look. */
export const RETRY_RESET = {
  hasError: false,
  error: null,
  processing: false,
  completedAt: null,
  waitUntil: null,
  totalTried: 0,
} as const

/**
 * An administrator's save of a job only ever asks for a retry: nothing else of the job is editable
 * (the queue's own writes go past hooks), and a job that has not failed is left as it is.
 */
export const retryFailedJob: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc) return data
  const wantsRetry = Boolean((data as { retry?: boolean }).retry)
  const { retry: _retry, ...unchanged } = originalDoc as Record<string, unknown>
  if (!wantsRetry || !originalDoc.hasError || originalDoc.error?.cancelled) return unchanged
  return { ...unchanged, ...RETRY_RESET, log: [] }
}

const retryField: Field = {
  name: 'retry',
  type: 'checkbox',
  virtual: true,
  label: { sv: 'Försök igen', en: 'Try again' },
  admin: {
    position: 'sidebar',
    condition: (data) => Boolean(data?.hasError),
    description: {
      sv: 'Kryssa i och spara: jobbet körs igen inom en halv minut med nya försök.',
      en: 'Tick and save: the job runs again within half a minute, with fresh attempts.',
    },
  },
}

/** The jobs collection in the admin: administrators only, in Swedish, failed jobs easy to find. */
export function jobsCollection(
  defaults: CollectionConfig,
  taskLabels: Record<string, Label>,
): CollectionConfig {
  const adminOnly = isAdmin
  return {
    ...defaults,
    labels: {
      singular: { sv: 'Bakgrundsjobb', en: 'Background job' },
      plural: { sv: 'Bakgrundsjobb', en: 'Background jobs' },
    },
    access: { ...defaults.access, read: adminOnly, update: adminOnly },
    admin: {
      ...defaults.admin,
      group: { sv: 'System', en: 'System' },
      hidden: ({ user }) => !hasRole(user as { roles?: string[] | null }, 'admin'),
      defaultColumns: ['taskSlug', 'hasError', 'error', 'totalTried', 'waitUntil', 'completedAt'],
      listSearchableFields: ['taskSlug'],
      description: {
        sv: 'Det webbplatsen gör i bakgrunden: schemalagd publicering, utskick och städning. Filtrera på ”Misslyckades” för att se jobb som inte gick att köra; öppna ett och välj ”Försök igen”.',
        en: 'What the site does in the background: scheduled publishing, sending and clean-up. Filter on "Failed" to see jobs that could not run; open one and choose "Try again".',
      },
      components: {
        ...defaults.admin?.components,
        beforeListTable: ['@/platform/jobs/admin/JobFilters#JobFilters'],
      },
    },
    fields: [...labelJobFields(defaults.fields, taskLabels), retryField],
    hooks: {
      ...defaults.hooks,
      // One hook with Payload's own (which keeps a cancelled job cancelled): a second would be
      // reported at start as a hook the queue's writes skip (they do, and need not run it).
      beforeChange: [
        async (args) => {
          let data = args.data
          for (const hook of defaults.hooks?.beforeChange ?? [])
            data = await hook({ ...args, data })
          return retryFailedJob({ ...args, data })
        },
      ],
    },
  }
}

/** Payload's jobs configuration from every feature's tasks (features/registry.ts collects them). */
export function backgroundJobs(tasks: readonly BackgroundTask[]): JobsConfig {
  const taskLabels: Record<string, Label> = { [SCHEDULE_PUBLISH]: scheduledPublishing }
  for (const task of tasks) taskLabels[task.slug] = task.label
  return {
    tasks: tasks.map(toPayloadTask),
    // Only staff may queue, run or cancel through Payload's endpoints; the server's own runs pass
    // overrideAccess.
    access: {
      queue: ({ req }) => hasRole(req.user as { roles?: string[] | null }, 'admin'),
      run: ({ req }) => hasRole(req.user as { roles?: string[] | null }, 'admin'),
      cancel: ({ req }) => hasRole(req.user as { roles?: string[] | null }, 'admin'),
    },
    autoRun: () => (runsQueue() ? [{ cron: QUEUE_CRON, queue: QUEUE, limit: 10 }] : []),
    // A process asked to stop takes no new job (what it is running finishes within the shutdown bound).
    shouldAutoRun: () => !isShuttingDown(),
    jobsCollectionOverrides: ({ defaultJobsCollection }) =>
      jobsCollection(defaultJobsCollection, taskLabels),
  }
}

/**
 * Payload adds its scheduled-publishing task itself, without retries; it gets the same retries as
 * ours (a publish that meets a locked database is tried again rather than lost). Runs on init.
 */
export function giveBuiltInTasksRetries(payload: Payload): void {
  for (const task of payload.config.jobs.tasks ?? [])
    if (task.slug === SCHEDULE_PUBLISH && task.retries === undefined) task.retries = DEFAULT_RETRIES
}
