// The health report's logic, without I/O of its own: each check is a function that resolves when the
// part works (or is not configured) and throws when it does not. Kept apart from the route so the
// rules (a time limit per check, 503 when any fails, nothing of an error's details to the caller) are
// tested without a database.

export type CheckOutcome = 'ok' | 'not configured'
export type Check = (signal: AbortSignal) => Promise<CheckOutcome>

export type CheckReport = { status: 'ok' | 'not configured' | 'failing'; ms: number }
export type HealthReport = {
  httpStatus: 200 | 503
  body: { status: 'ok' | 'failing'; checks: Record<string, CheckReport> }
  /** Why each failing check failed: for the server log only, never sent to the caller. */
  failures: Record<string, string>
}

/** Runs every check at once, each within `timeoutMs`; 200 when all pass, 503 when any fails. */
export async function runHealthChecks(
  checks: Record<string, Check>,
  {
    timeoutMs = 1500,
    now = () => performance.now(),
  }: { timeoutMs?: number; now?: () => number } = {},
): Promise<HealthReport> {
  const failures: Record<string, string> = {}
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]): Promise<[string, CheckReport]> => {
      const started = now()
      const controller = new AbortController()
      let timer: ReturnType<typeof setTimeout> | undefined
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          controller.abort()
          reject(new Error(`no answer within ${timeoutMs} ms`))
        }, timeoutMs)
      })
      try {
        const outcome = await Promise.race([check(controller.signal), timeout])
        return [name, { status: outcome, ms: Math.round(now() - started) }]
      } catch (error) {
        failures[name] = error instanceof Error ? error.message : String(error)
        return [name, { status: 'failing', ms: Math.round(now() - started) }]
      } finally {
        clearTimeout(timer)
      }
    }),
  )
  const ok = Object.keys(failures).length === 0
  return {
    httpStatus: ok ? 200 : 503,
    body: { status: ok ? 'ok' : 'failing', checks: Object.fromEntries(entries) },
    failures,
  }
}
