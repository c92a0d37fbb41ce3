/** Runs once when a Next.js server starts (not during `next build`): every feature's start-up work. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { log } = await import('@/platform/log')
  const { installGracefulShutdown } = await import('@/platform/shutdown')
  installGracefulShutdown({ log })
  const { startFeatures } = await import('@/features/registry')
  await startFeatures((feature, err) => log.error({ feature, err }, 'start-up work failed'))
  // Periodic and scheduled work: Payload's jobs queue, run by every process, each job once.
  const { startJobQueue } = await import('@/platform/jobs/runner')
  await startJobQueue().catch((err) => log.error({ err }, 'jobs: starting the queue failed'))
}
