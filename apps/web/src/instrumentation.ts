/** Runs once when a Next.js server starts (not during `next build`): every feature's start-up work. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { startFeatures } = await import('@/features/registry')
  await startFeatures((feature, err) => console.error(`${feature}: start-up work failed`, err))
}
