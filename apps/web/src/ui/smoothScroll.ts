/** Spec 9.6: smooth scroll takes 800 ms, or 1600 ms when the target lies more than 4000 px down. */
export function scrollDuration(targetTop: number): number {
  return targetTop > 4000 ? 1600 : 800
}

/** Ease-in-out position at progress t (0..1). */
export function easeInOut(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - Math.pow(-2 * t + 2, 2) / 2
}

export function smoothScrollTo(top: number, duration: number, done?: () => void): void {
  const start = window.scrollY
  const distance = top - start
  if (duration <= 0 || distance === 0) {
    window.scrollTo(0, top)
    done?.()
    return
  }
  const startedAt = performance.now()
  const step = (now: number) => {
    const t = Math.min(1, (now - startedAt) / duration)
    window.scrollTo(0, start + distance * easeInOut(t))
    if (t < 1) requestAnimationFrame(step)
    else done?.()
  }
  requestAnimationFrame(step)
}
