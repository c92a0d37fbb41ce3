// Graceful shutdown of a web process. `next start` already does the main part on SIGTERM and SIGINT
// (next/dist/server/lib/start-server.js): it stops listening, waits for the requests in flight and
// closes the server, then exits with 143 or 130. What it does not do, added here: a bound (a request
// that never ends would hold the process forever), exit status 0 for a stop that was asked for (a
// supervisor then sees a clean stop, not a crash), a log line, and /api/health answering 503 from the
// first moment, so a load balancer stops sending before the listener closes.
import type { Logger } from './log'

const SHUTTING_DOWN = Symbol.for('smedja.shuttingDown')
type WithFlag = typeof globalThis & { [SHUTTING_DOWN]?: boolean }

/** True once the process was asked to stop (shared by every bundle of the server through globalThis). */
export function isShuttingDown(): boolean {
  return (globalThis as WithFlag)[SHUTTING_DOWN] === true
}

/** The exit status of a process Next ended because of a signal, as the supervisor should see it. */
export function exitStatusAfterSignal(code: number, signalled: boolean): number {
  return signalled && (code === 143 || code === 130) ? 0 : code
}

export function installGracefulShutdown({
  log,
  boundMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000),
  target = process,
}: {
  log: Logger
  boundMs?: number
  target?: NodeJS.Process
}): void {
  let signalled = false
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) return
    signalled = true
    ;(globalThis as WithFlag)[SHUTTING_DOWN] = true
    log.info({ signal, boundMs }, 'shutdown: finishing requests in flight')
    setTimeout(() => {
      log.warn({ boundMs }, 'shutdown: requests still open after the bound; exiting')
      target.exit(0)
    }, boundMs).unref()
  }
  target.on('SIGTERM', onSignal)
  target.on('SIGINT', onSignal)
  target.on('exit', (code) => {
    const status = exitStatusAfterSignal(code, signalled)
    if (status !== code) target.exitCode = status
    if (signalled) log.info({ exitCode: status }, 'shutdown: done')
  })
}
