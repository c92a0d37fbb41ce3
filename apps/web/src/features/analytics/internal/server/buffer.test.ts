import { describe, expect, it } from 'vitest'

import { createEventBuffer } from './buffer'
import type { EventRow } from './wire'

const row = (eventId: string): EventRow => ({
  eventId,
  viewId: eventId.split('.')[0]!,
  day: '2026-11-24',
  kind: 'pageview',
  path: '/',
  category: '',
  action: '',
  label: '',
})

function deferred() {
  let release!: () => void
  const promise = new Promise<void>((resolve) => (release = resolve))
  return { promise, release }
}

describe('the group-commit buffer', () => {
  it('writes the rows of requests that arrive together in one write', async () => {
    const writes: string[][] = []
    const buffer = createEventBuffer({
      write: async (rows) => void writes.push(rows.map((r) => r.eventId)),
      delayMs: 5,
    })
    await Promise.all([buffer.add([row('a.0'), row('a.1')]), buffer.add([row('b.0')])])
    expect(writes).toEqual([['a.0', 'a.1', 'b.0']])
  })

  it('gathers the requests that arrive during a write into the next one', async () => {
    const writes: string[][] = []
    const gates = [deferred(), deferred()]
    const buffer = createEventBuffer({
      write: async (rows) => {
        writes.push(rows.map((r) => r.eventId))
        await gates[writes.length - 1]!.promise
      },
      delayMs: 1,
    })
    const first = buffer.add([row('a.0')])
    await new Promise((r) => setTimeout(r, 10))
    const later = [1, 2, 3].map((n) => buffer.add([row(`b.${n}`)]))
    gates[0]!.release()
    gates[1]!.release()
    await Promise.all([first, ...later])
    expect(writes).toEqual([['a.0'], ['b.1', 'b.2', 'b.3']])
  })

  it('answers only once the write is done, and writes an id sent twice once', async () => {
    const gate = deferred()
    const written: string[] = []
    const buffer = createEventBuffer({
      write: async (rows) => {
        await gate.promise
        written.push(...rows.map((r) => r.eventId))
      },
      delayMs: 1,
    })
    let answered = false
    const done = buffer.add([row('a.0'), row('a.0')]).then(() => (answered = true))
    await new Promise((r) => setTimeout(r, 10))
    expect(answered).toBe(false)
    gate.release()
    await done
    expect(written).toEqual(['a.0'])
  })

  it('passes a failed write on to the requests in it, and keeps working', async () => {
    let fail = true
    const buffer = createEventBuffer({
      write: async () => {
        if (fail) throw new Error('disk full')
      },
      delayMs: 1,
    })
    await expect(buffer.add([row('a.0')])).rejects.toThrow('disk full')
    fail = false
    await expect(buffer.add([row('a.0')])).resolves.toBeUndefined()
  })

  it('writes at once when maxRows are waiting, and drain empties it', async () => {
    const writes: number[] = []
    const buffer = createEventBuffer({
      write: async (rows) => void writes.push(rows.length),
      delayMs: 60_000,
      maxRows: 3,
    })
    await buffer.add([row('a.0'), row('a.1'), row('a.2')])
    const pending = buffer.add([row('b.0')])
    await buffer.drain()
    await pending
    expect(writes).toEqual([3, 1])
  })
})
