/**
 * A first-come-first-served gate: the SQLite write gate and the PostgreSQL transaction cap are both
 * built on it.
 */

export class WriteGateTimeout extends Error {
  constructor(waitMs: number) {
    super(`Databasen var upptagen i mer än ${waitMs} ms. Försök igen.`)
    this.name = 'WriteGateTimeout'
  }
}

/**
 * A first-come-first-served gate with `slots` places; waiters give up after `waitMs` (a deadlock becomes
 * an error). A released place passes straight to the next waiter.
 */
export function createWriteGate(waitMs: number, slots = 1) {
  let free = slots
  const queue: (() => void)[] = []
  const place = () => {
    let released = false
    return () => {
      if (released) return
      released = true
      const next = queue.shift()
      if (next) next()
      else free++
    }
  }
  return {
    acquire(): Promise<() => void> {
      if (free > 0 && !queue.length) {
        free--
        return Promise.resolve(place())
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          queue.splice(queue.indexOf(waiter), 1)
          reject(new WriteGateTimeout(waitMs))
        }, waitMs)
        timer.unref()
        const waiter = () => {
          clearTimeout(timer)
          resolve(place())
        }
        queue.push(waiter)
      })
    },
  }
}
