export type LogLevel = 'log' | 'info' | 'warn' | 'error'

export interface Logger {
  log(...args: unknown[]): void
  info(...args: unknown[]): void
  warn(...args: unknown[]): void
  error(...args: unknown[]): void
}

/**
 * Debug logging. log and info print only in debug mode; warn and error print unless
 * suppressWarnings is set (debug mode prints everything).
 */
export function createLogger(flags: () => { debug: boolean; suppressWarnings: boolean }): Logger {
  const write =
    (level: LogLevel) =>
    (...args: unknown[]) => {
      const { debug, suppressWarnings } = flags()
      const quiet = level === 'log' || level === 'info' ? !debug : suppressWarnings && !debug
      if (quiet || typeof console === 'undefined') return
      console[level]('[IN]', ...args)
    }
  return { log: write('log'), info: write('info'), warn: write('warn'), error: write('error') }
}
