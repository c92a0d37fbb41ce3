import { describe, expect, it } from 'vitest'

import { createWriteGate, WriteGateTimeout } from './writeGate'

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('write gate', () => {
  it('lets one holder in at a time, in the order they asked', async () => {
    const gate = createWriteGate(1000)
    const log: string[] = []
    const hold = async (name: string) => {
      const release = await gate.acquire()
      log.push(`${name} in`)
      await tick()
      log.push(`${name} out`)
      release()
    }
    await Promise.all([hold('a'), hold('b'), hold('c')])
    expect(log).toEqual(['a in', 'a out', 'b in', 'b out', 'c in', 'c out'])
  })

  it('turns a wait longer than the limit into an error and keeps the queue moving', async () => {
    const gate = createWriteGate(30)
    const first = await gate.acquire()
    const waiting = gate.acquire()
    await expect(waiting).rejects.toBeInstanceOf(WriteGateTimeout)
    await expect(waiting).rejects.toThrow(/upptagen/)
    const third = gate.acquire()
    first()
    const release = await third
    release()
    // Releasing twice is harmless and does not let two holders in.
    release()
    const fourth = await gate.acquire()
    fourth()
  })
})
