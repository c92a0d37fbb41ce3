import { REQUEST_ID_HEADER, acceptedRequestId } from './requestId'

// The site's structured log: one JSON object a line (time, level, msg, requestId and the fields given),
// info and debug to stdout, warn and error to stderr, where a process manager or log shipper collects
// them. The calls read like Payload's (pino) logger, `log.warn({ reason }, 'refused')`, so code moves
// between the two without rewriting; the request id comes from `requestLog(headers)`.

export type LogLevel = 'debug' | 'info' | 'warn' | 'error'
export type LogFields = Record<string, unknown>

/** `log.info('text')` or `log.info({ fields }, 'text')`, as with pino. */
type LogCall = (first: object | string, msg?: string) => void

export type Logger = {
  debug: LogCall
  info: LogCall
  warn: LogCall
  error: LogCall
  /** A logger that adds these fields to every line. */
  child: (fields: LogFields) => Logger
}

/** Where finished lines go; replaced in tests. */
export type LogSink = (level: LogLevel, line: string) => void

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 }

const processSink: LogSink = (level, line) => {
  const stream = level === 'warn' || level === 'error' ? process.stderr : process.stdout
  stream.write(`${line}\n`)
}

/** An error as fields: its name, message, code and stack (the log is the operator's, not a visitor's). */
function errorFields(error: Error): LogFields {
  const code = (error as { code?: unknown }).code
  return {
    type: error.name,
    message: error.message,
    ...(code !== undefined ? { code } : {}),
    ...(error.stack ? { stack: error.stack } : {}),
  }
}

/** JSON.stringify that writes errors as fields, bigints as strings and cycles once. */
function serialise(record: LogFields): string {
  const seen = new WeakSet<object>()
  return JSON.stringify(record, (_key, value: unknown) => {
    if (value instanceof Error) return errorFields(value)
    if (typeof value === 'bigint') return value.toString()
    if (typeof value === 'object' && value !== null) {
      if (seen.has(value)) return '[circular]'
      seen.add(value)
    }
    return value
  })
}

/** One log line. The fixed keys come first and cannot be overwritten by the fields. */
export function formatLine(level: LogLevel, msg: string, fields: LogFields, now: Date): string {
  const record: LogFields = { time: now.toISOString(), level, msg }
  for (const [key, value] of Object.entries(fields)) if (!(key in record)) record[key] = value
  return serialise(record)
}

/** The threshold from LOG_LEVEL (debug, info, warn, error); info when unset or unknown. */
export function levelFromEnv(value: string | undefined): LogLevel {
  const wanted = value?.trim().toLowerCase()
  return wanted && wanted in RANK ? (wanted as LogLevel) : 'info'
}

export function createLogger({
  fields = {},
  sink = processSink,
  level = levelFromEnv(process.env.LOG_LEVEL),
  clock = () => new Date(),
}: {
  fields?: LogFields
  sink?: LogSink
  level?: LogLevel
  clock?: () => Date
} = {}): Logger {
  const at =
    (lineLevel: LogLevel): LogCall =>
    (first: object | string, msg?: string) => {
      if (RANK[lineLevel] < RANK[level]) return
      const [own, text]: [object, string] =
        typeof first === 'string' ? [{}, first] : [first, msg ?? '']
      sink(lineLevel, formatLine(lineLevel, text, { ...fields, ...own }, clock()))
    }
  return {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    child: (more) => createLogger({ fields: { ...fields, ...more }, sink, level, clock }),
  }
}

/** The process's logger, for work that belongs to no request (start-up, jobs). */
export const log: Logger = createLogger()

/**
 * The logger of one request: every line carries the request's id, which the proxy put on the request
 * (src/proxy.ts) and which is the same in every process that handled it. Route handlers pass
 * `request.headers`; server actions pass `await headers()` from next/headers.
 */
export function requestLog(headers: Headers, base: Logger = log): Logger {
  const requestId = acceptedRequestId(headers.get(REQUEST_ID_HEADER))
  return requestId ? base.child({ requestId }) : base
}
