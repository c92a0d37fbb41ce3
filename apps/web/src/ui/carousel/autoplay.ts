import { PAUSED_RETRY_MS } from './speeds'

/** Why autoplay may not move on at the moment it is due. */
export type AutoplayHolds = {
  /** The pointer is over the slider. Ignored when the module sets 'ignore hover'. */
  hovered: boolean
  /** Keyboard focus is inside the slider: a reader must not have the slide change under them. */
  focused: boolean
  /** The slider is busy (mid-transition, a video playing): it counts as paused. */
  busy: boolean
  /** The page is in a background tab. */
  hidden: boolean
}

export type AutoplayStep = { advance: boolean; delay: number }

/**
 * What happens when an autoplay timer fires (spec 4.5): move on and wait the full delay again, or,
 * while the slider is paused (hovered unless 'ignore hover', focused, busy, hidden), wait and
 * retry every 2000 ms, so the slide changes soon after the pause ends rather than a whole delay later.
 */
export function autoplayStep(
  holds: AutoplayHolds,
  {
    delay,
    ignoreHover,
    retry = PAUSED_RETRY_MS,
  }: { delay: number; ignoreHover: boolean; retry?: number },
): AutoplayStep {
  const paused = (holds.hovered && !ignoreHover) || holds.focused || holds.busy || holds.hidden
  return paused ? { advance: false, delay: retry } : { advance: true, delay }
}

type Timers = {
  setTimeout: (fn: () => void, ms: number) => unknown
  clearTimeout: (id: unknown) => void
}

export type AutoplayOptions = {
  delay: number
  ignoreHover: boolean
  advance: () => void
  isBusy?: () => boolean
  retry?: number
  timers?: Timers
  /** Told whenever the visitor-visible running state changes (for the pause button). */
  onRunningChange?: (running: boolean) => void
}

export type AutoplayController = {
  start: () => void
  stop: () => void
  readonly running: boolean
  set: (hold: Exclude<keyof AutoplayHolds, 'busy'>, on: boolean) => void
  /** Restart the wait after the visitor moved the slider themselves. */
  restart: () => void
  destroy: () => void
}

/** The timer around autoplayStep. Injectable timers keep it testable without a browser. */
export function createAutoplay(options: AutoplayOptions): AutoplayController {
  const timers: Timers = options.timers ?? {
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
  }
  const holds: AutoplayHolds = { hovered: false, focused: false, busy: false, hidden: false }
  let timer: unknown = null
  let running = false

  const clear = () => {
    if (timer !== null) timers.clearTimeout(timer)
    timer = null
  }
  const schedule = (ms: number) => {
    clear()
    timer = timers.setTimeout(tick, ms)
  }
  function tick() {
    timer = null
    if (!running) return
    holds.busy = options.isBusy?.() ?? false
    const step = autoplayStep(holds, {
      delay: options.delay,
      ignoreHover: options.ignoreHover,
      retry: options.retry,
    })
    if (step.advance) options.advance()
    schedule(step.delay)
  }
  const setRunning = (value: boolean) => {
    if (running === value) return
    running = value
    options.onRunningChange?.(value)
  }

  return {
    start() {
      setRunning(true)
      schedule(options.delay)
    },
    stop() {
      setRunning(false)
      clear()
    },
    get running() {
      return running
    },
    set(hold, on) {
      holds[hold] = on
    },
    restart() {
      if (running) schedule(options.delay)
    },
    destroy() {
      running = false
      clear()
    },
  }
}
