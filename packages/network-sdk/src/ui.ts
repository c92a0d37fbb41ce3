/** Clicked and pending states return to normal after this long (SPEC 9.2). */
export const STATE_RESET_MS = 2000

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export const browserTimers = (win: Window): Timers => ({
  setTimeout: (fn, ms) => win.setTimeout(fn, ms),
  clearTimeout: (handle) => win.clearTimeout(handle as number),
})

/**
 * The button-with-counter-bubble widget (SPEC 4.2 "Counter bubble"). State lives in classes on the
 * root element: IN-hidden, IN-hovered, IN-down, IN-clicked; the bubble gets IN-empty when its
 * content is '0' or empty.
 */
export class CalloutState {
  private resetTimer: unknown

  constructor(
    readonly root: HTMLElement,
    readonly bubble: HTMLElement | null,
    private readonly timers: Timers,
  ) {}

  get isHidden(): boolean {
    return this.root.classList.contains('IN-hidden')
  }

  get isClicked(): boolean {
    return this.root.classList.contains('IN-clicked')
  }

  hidden(): void {
    this.root.classList.add('IN-hidden')
    this.root.style.display = 'none'
  }

  visible(): void {
    this.root.classList.remove('IN-hidden')
    this.root.style.display = ''
  }

  mouseover(): void {
    this.root.classList.add('IN-hovered')
  }

  mousedown(): void {
    this.root.classList.add('IN-down')
  }

  mouseout(): void {
    this.root.classList.remove('IN-hovered', 'IN-down')
  }

  /** Sets clicked and schedules normal; a click while already clicked is ignored. */
  click(): boolean {
    if (this.isClicked) return false
    this.root.classList.add('IN-clicked')
    this.resetTimer = this.timers.setTimeout(() => this.normal(), STATE_RESET_MS)
    return true
  }

  normal(): void {
    this.timers.clearTimeout(this.resetTimer)
    this.visible()
    this.root.classList.remove('IN-clicked')
  }

  setContent(text: string): void {
    if (!this.bubble) return
    this.bubble.textContent = text
    this.bubble.classList.toggle('IN-empty', isEmptyCount(text))
  }

  /** Wires the pointer events of the clickable part to the states. */
  bind(target: HTMLElement): void {
    target.addEventListener('mouseover', () => this.mouseover())
    target.addEventListener('mousedown', () => this.mousedown())
    target.addEventListener('mouseout', () => this.mouseout())
  }
}

/** The bubble shows as empty when its content is '0' or empty. */
export const isEmptyCount = (text: string): boolean => text === '0' || text === ''

/**
 * A link that opens something (SPEC 4.2 "Link widget"): pending shows a spinner and returns to
 * normal after 2 seconds, or earlier when the thing it opened is ready.
 */
export class LinkState {
  private resetTimer: unknown

  constructor(
    readonly link: HTMLElement,
    private readonly timers: Timers,
  ) {}

  get state(): 'pending' | 'hovered' | 'clicked' | 'normal' {
    const c = this.link.classList
    if (c.contains('IN-pending')) return 'pending'
    if (c.contains('IN-clicked')) return 'clicked'
    return c.contains('IN-hovered') ? 'hovered' : 'normal'
  }

  pending(): void {
    this.timers.clearTimeout(this.resetTimer)
    this.link.classList.add('IN-pending')
    this.link.setAttribute('aria-busy', 'true')
    this.resetTimer = this.timers.setTimeout(() => this.normal(), STATE_RESET_MS)
  }

  mouseover(): void {
    this.link.classList.add('IN-hovered')
  }

  mouseout(): void {
    this.link.classList.remove('IN-hovered')
  }

  click(): void {
    this.link.classList.add('IN-clicked')
  }

  normal(): void {
    this.timers.clearTimeout(this.resetTimer)
    this.link.classList.remove('IN-pending', 'IN-clicked', 'IN-hovered')
    this.link.removeAttribute('aria-busy')
  }
}
