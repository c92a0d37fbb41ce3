import type { EventRow } from './wire'

export type EventBuffer = {
  /** Resolves once the rows are in the database (rejects if that write failed). */
  add: (rows: readonly EventRow[]) => Promise<void>
  /** Writes whatever is waiting now and resolves when nothing is left (tests, shutdown). */
  drain: () => Promise<void>
}

type Batch = { rows: EventRow[]; waiters: { resolve: () => void; reject: (e: unknown) => void }[] }

/**
 * Group commit for the ingest endpoint. Requests add their rows and wait; one writer takes
 * everything that has arrived `delayMs` after the first row (at once when `maxRows` are waiting) and
 * writes it in one statement set, while the next requests gather behind it. So the database sees one
 * insert per batch however many requests there are, and a request is answered only once its events
 * are stored: a crash loses no answered event, and a browser whose fetch got no answer sends the
 * same ids again (stored once). Rows with the same event id in one batch are written once.
 */
export function createEventBuffer({
  write,
  delayMs = 25,
  maxRows = 1000,
}: {
  write: (rows: EventRow[]) => Promise<void>
  delayMs?: number
  maxRows?: number
}): EventBuffer {
  let batch: Batch = { rows: [], waiters: [] }
  let timer: ReturnType<typeof setTimeout> | null = null
  let writing = false
  let idle: Promise<void> = Promise.resolve()

  function start(): Promise<void> {
    if (timer) clearTimeout(timer)
    timer = null
    if (writing) return idle
    writing = true
    idle = (async () => {
      try {
        while (batch.rows.length) {
          const taken = batch
          batch = { rows: [], waiters: [] }
          const byId = new Map(taken.rows.map((row) => [row.eventId, row]))
          try {
            await write([...byId.values()])
            for (const waiter of taken.waiters) waiter.resolve()
          } catch (error) {
            for (const waiter of taken.waiters) waiter.reject(error)
          }
        }
      } finally {
        // In the same step as the last emptiness check: a row added after it starts a new writer.
        writing = false
      }
    })()
    return idle
  }

  return {
    add(rows) {
      if (!rows.length) return Promise.resolve()
      return new Promise<void>((resolve, reject) => {
        batch.rows.push(...rows)
        batch.waiters.push({ resolve, reject })
        // A write in progress picks these up when it is done.
        if (writing) return
        if (batch.rows.length >= maxRows) void start()
        else timer ??= setTimeout(() => void start(), delayMs)
      })
    },
    async drain() {
      while (batch.rows.length || writing) await start()
    },
  }
}
