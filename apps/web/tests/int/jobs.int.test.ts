import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { queueMail } from '@/features/mail'
import { featureTasks } from '@/features/registry'

import { startTestSite, type TestSite } from './harness'

type WebScripts = { webDir: string; baseEnv: Record<string, string> }
type RunnerResult = { ran: string[]; queued: string[]; errors: string[] }

let site: TestSite

beforeAll(async () => {
  site = await startTestSite()
})

afterAll(async () => {
  await site?.close()
})

/** Starts a runner process on the test's database; resolves with what it ran. */
async function runner(dir: string, name: string): Promise<RunnerResult> {
  const { webDir, baseEnv } = (await import('../../../../scripts/lib/web.mjs')) as WebScripts
  const bin = path.join(webDir, '..', '..', 'node_modules', '.bin', 'payload')
  const result = path.join(dir, `${name}.json`)
  // `payload run` now and then exits 0 before the script ran (see scripts/lib/web.mjs): start again.
  for (let attempt = 1; attempt <= 3; attempt++) {
    const child = spawn(bin, ['run', 'tests/int/jobs-runner.ts'], {
      cwd: webDir,
      env: {
        ...process.env,
        ...baseEnv,
        SMEDJA_RUNNER_DIR: dir,
        SMEDJA_RUNNER_NAME: name,
        SMEDJA_PREPARE_RESULT: result,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += chunk))
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    if (fs.existsSync(result)) return JSON.parse(fs.readFileSync(result, 'utf8')) as RunnerResult
    if (code !== 0 || fs.existsSync(path.join(dir, `${name}.ready`)))
      throw new Error(`runner ${name} failed (${code}): ${stderr.slice(0, 6000)}`)
  }
  throw new Error(`runner ${name} never ran`)
}

async function until(check: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

// Two `payload run` processes start and race: 62 s in CI run 12 on two busy cores.
describe('background jobs on the queue', { timeout: 240_000 }, () => {
  // Two processes on one SQLite file are not a supported setup (one process is; several run on
  // PostgreSQL, ARCHITECTURE.md "Scaling out"). The writer wedge they once hit is fixed and tested in
  // sqlite-write-gate.int.test.ts, but a trial of this test on SQLite (session 9) still left 1 job of 12
  // in the queue, not yet explained. The claim itself is tested on SQLite in
  // src/platform/jobs/claim.test.ts.
  it.skipIf(inject('dialect') === 'sqlite')(
    'two runner processes at once: each job runs once, each periodic run is queued once, scheduled pages get published',
    async () => {
      const { payload } = site
      const pages: number[] = []
      for (let i = 0; i < 6; i++) {
        const page = await payload.create({
          collection: 'pages',
          data: { title: `Schemalagd sida ${i}`, slug: `schemalagd-sida-${i}`, _status: 'draft' },
          draft: true,
        })
        pages.push(page.id)
      }
      // As the admin's "Schemalägg publicering" queues it, already due.
      const jobIds: string[] = []
      for (const id of pages) {
        const job = await payload.jobs.queue({
          task: 'schedulePublish',
          input: { type: 'publish', doc: { relationTo: 'pages', value: id } },
          waitUntil: new Date(Date.now() - 1000),
        })
        jobIds.push(String(job.id))
      }
      for (let i = 0; i < 6; i++) {
        const job = await payload.jobs.queue({ task: 'sso-session-sweep', input: {} })
        jobIds.push(String(job.id))
      }

      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smedja-jobs-'))
      try {
        const done = Promise.all([runner(dir, 'a'), runner(dir, 'b')])
        await until(
          () => ['a', 'b'].every((n) => fs.existsSync(path.join(dir, `${n}.ready`))),
          120_000,
        )
        fs.writeFileSync(path.join(dir, 'go'), '')
        const [a, b] = await done

        // Each job was taken by exactly one of the two, and every job was run.
        expect(a.ran.filter((id) => b.ran.includes(id))).toEqual([])
        expect([...a.ran, ...b.ran].sort()).toEqual([...jobIds].sort())

        // Each periodic task was queued once, by one of them.
        const periodic = featureTasks.filter((task) => task.cron).map((task) => task.slug)
        expect(a.queued.filter((slug) => b.queued.includes(slug))).toEqual([])
        expect([...a.errors, ...b.errors]).toEqual([])
        const { docs: scheduled } = await payload.find({
          collection: 'payload-jobs',
          where: { and: [{ taskSlug: { in: periodic } }, { id: { not_in: jobIds } }] },
          limit: 100,
          depth: 0,
        })
        expect(scheduled.map((job) => job.taskSlug).sort()).toEqual([...periodic].sort())
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }

      // Every job succeeded: completed jobs are deleted (Payload's deleteJobOnComplete), failed ones stay.
      const { totalDocs: left } = await payload.count({
        collection: 'payload-jobs',
        where: { id: { in: jobIds } },
      })
      expect(left).toBe(0)
      for (const id of pages) {
        const page = await payload.findByID({ collection: 'pages', id, depth: 0 })
        expect(page._status).toBe('published')
        // Published once: a second run would have written a second published version.
        const versions = await payload.findVersions({
          collection: 'pages',
          where: {
            and: [{ parent: { equals: id } }, { 'version._status': { equals: 'published' } }],
          },
          depth: 0,
        })
        expect(versions.totalDocs).toBe(1)
      }
    },
    240_000,
  )

  it('retries a failing task, then shows it as failed; an administrator can run it again', async () => {
    const { payload } = site
    const mail = await queueMail(payload, undefined, {
      to: 'kund@example.se',
      subject: 'Tack för din beställning',
      text: 'Hej!',
      kind: 'order-confirmation',
    })
    // An SMTP server that does not answer (nothing listens on port 1).
    process.env.SMTP_URL = 'smtp://127.0.0.1:1'
    try {
      const job = await payload.jobs.queue({ task: 'mail-outbox', input: {} })
      for (let attempt = 1; attempt <= 6; attempt++) {
        const current = await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0 })
        if (current.hasError) break
        // Run now rather than after the back-off.
        await payload.jobs.runByID({ id: job.id, silent: true })
      }
      const failed = await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0 })
      expect(failed.hasError).toBe(true)
      expect(failed.totalTried).toBe(4) // the first try and three retries
      expect(failed.log?.map((entry) => entry.state)).toEqual([
        'failed',
        'failed',
        'failed',
        'failed',
      ])
      expect(JSON.stringify(failed.error)).toContain('E-postservern (SMTP_URL) svarar inte')
      // The mail waits in the outbox rather than being marked failed.
      const waiting = await payload.findByID({ collection: 'outbox', id: mail.id, depth: 0 })
      expect(waiting.status).toBe('queued')

      // The failed job is in the admin's "Misslyckade jobb" list (the same filter).
      const list = await payload.find({
        collection: 'payload-jobs',
        where: { hasError: { equals: true } },
        depth: 0,
      })
      expect(list.docs.map((doc) => doc.id)).toContain(job.id)

      // "Försök igen": runnable again with fresh attempts; it succeeds once mail can go (no SMTP: nothing
      // to send, the mail stays queued).
      delete process.env.SMTP_URL
      await payload.update({
        collection: 'payload-jobs',
        id: job.id,
        data: { retry: true } as never,
        depth: 0,
      })
      const reset = await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0 })
      expect(reset.hasError).toBe(false)
      expect(reset.totalTried).toBe(0)
      const run = await payload.jobs.run({
        queue: 'default',
        where: { id: { equals: job.id } },
        silent: true,
      })
      expect(run.jobStatus?.[job.id]?.status).toBe('success')
      // Done, so deleted like every completed job; only failed ones stay in the list.
      const { totalDocs } = await payload.count({
        collection: 'payload-jobs',
        where: { id: { equals: job.id } },
      })
      expect(totalDocs).toBe(0)
    } finally {
      delete process.env.SMTP_URL
    }
  })

  it('publishes a page scheduled to publish when the queue runs', async () => {
    const { payload } = site
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Publiceras senare', slug: 'publiceras-senare', _status: 'draft' },
      draft: true,
    })
    const job = await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'pages', value: page.id } },
      waitUntil: new Date(Date.now() + 60_000),
    })
    // Not before its time.
    await payload.jobs.run({ queue: 'default', silent: true })
    expect((await payload.findByID({ collection: 'pages', id: page.id, depth: 0 }))._status).toBe(
      'draft',
    )
    // A minute later (the admin's saves cannot change a job, so straight to the database).
    await payload.db.updateOne({
      collection: 'payload-jobs',
      id: job.id,
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      req: {},
    })
    const run = await payload.jobs.run({ queue: 'default', silent: true })
    expect(run.jobStatus?.[job.id]?.status).toBe('success')
    expect((await payload.findByID({ collection: 'pages', id: page.id, depth: 0 }))._status).toBe(
      'published',
    )
  })

  it('keeps the jobs away from editors', async () => {
    const { payload } = site
    const editor = { collection: 'users', roles: ['editor'], id: 1 } as never
    await expect(
      payload.find({ collection: 'payload-jobs', overrideAccess: false, user: editor }),
    ).rejects.toThrow()
  })
})
