/** Runs once when a Next.js server starts (not during `next build`). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { startStaleCardOrderSweep } = await import('@/features/shop')
  startStaleCardOrderSweep()
}
