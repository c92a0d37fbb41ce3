export interface Logger {
  info(event: string, detail?: Record<string, unknown>): void
  warn(event: string, detail?: Record<string, unknown>): void
  error(event: string, detail?: Record<string, unknown>): void
}

/** One JSON line per event on stderr, so refused input is greppable and never mixed with responses. */
export function createConsoleLogger(): Logger {
  const write = (level: string, event: string, detail?: Record<string, unknown>) => {
    process.stderr.write(
      `${JSON.stringify({ time: new Date().toISOString(), level, service: 'network', event, ...detail })}\n`,
    )
  }
  return {
    info: (event, detail) => write('info', event, detail),
    warn: (event, detail) => write('warn', event, detail),
    error: (event, detail) => write('error', event, detail),
  }
}

export const silentLogger: Logger = {
  info: () => {},
  warn: () => {},
  error: () => {},
}
