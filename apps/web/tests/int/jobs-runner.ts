/**
 * `payload run tests/int/jobs-runner.ts`: one queue runner process of tests/int/jobs.int.test.ts on the
 * database named by DATABASE_URL. It says it is ready, waits for the test's go (so two runners start
 * at the same moment), queues the periodic tasks that are due and runs the queue until it finds nothing
 * to take, then writes which jobs it ran.
 */
import fs from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import { getPayload } from 'payload'

const dir = process.env.SMEDJA_RUNNER_DIR as string
const name = process.env.SMEDJA_RUNNER_NAME as string
const payload = await getPayload({ config })
fs.writeFileSync(path.join(dir, `${name}.ready`), '')
while (!fs.existsSync(path.join(dir, 'go'))) await new Promise((resolve) => setTimeout(resolve, 10))

// A failed tick is logged and the next one goes on, as Payload's own cron does (autoRun).
const errors: string[] = []
let queued: Array<string | undefined> = []
try {
  const scheduled = await payload.jobs.handleSchedules({ allQueues: true })
  queued = scheduled.queued.map((q) => q.taskConfig?.slug)
} catch (error) {
  errors.push(String(error))
}
const ran: Array<number | string> = []
for (let round = 0; round < 100; round++) {
  try {
    const result = await payload.jobs.run({ queue: 'default', limit: 2, silent: true })
    ran.push(...Object.keys(result.jobStatus ?? {}))
    if (result.noJobsRemaining) break
  } catch (error) {
    errors.push(String(error))
  }
}
fs.writeFileSync(
  process.env.SMEDJA_PREPARE_RESULT ?? path.join(dir, `${name}.json`),
  JSON.stringify({ ran, queued, errors }),
)
await payload.destroy()
process.exit(0)
