'use client'

import type React from 'react'
import { createContext, useContext, useRef, useState } from 'react'

import { useAfterAbTests } from '@/features/ab-testing/client'

import { countedValue, formatCounterNumber, type CounterNumberFormat } from './counterNumber'
import { COUNTER_IN_VIEW_THRESHOLD, counterProgress } from './counterProgress'

/**
 * - pending: as served; counters.css holds the count at zero (only where scripts run and motion is
 *   welcome), so nothing jumps from the final value to zero when the page comes alive
 * - waiting: at zero until scrolled into view; running: counting; done: at the final value
 * - off: never animates (builder mode)
 */
type Motion = 'pending' | 'waiting' | 'running' | 'done' | 'off'

const CounterProgress = createContext(1)

/**
 * Counts a counter up when it is scrolled into view (spec 9.5): the progress 0…1 (eased, 1800 ms)
 * goes to the digits through context and to the circle and bars as `--counter-progress`. The server
 * HTML holds the final values, so without JavaScript, with reduced motion or in builder mode the
 * counter simply shows them; screen readers read a separate, static copy of the value.
 */
export function CounterMotion({
  animate,
  className,
  children,
}: {
  animate: boolean
  className?: string
  children: React.ReactNode
}) {
  const ref = useRef<HTMLDivElement>(null)
  const [motion, setMotion] = useState<Motion>(animate ? 'pending' : 'off')
  const [progress, setProgress] = useState(1)

  // After the page's split tests have answered (spec 4.3).
  useAfterAbTests(() => {
    const el = ref.current
    if (!animate || !el) return
    if (
      typeof IntersectionObserver === 'undefined' ||
      window.matchMedia('(prefers-reduced-motion: reduce)').matches
    ) {
      setMotion('done')
      return
    }
    setProgress(0)
    setMotion('waiting')
    let frame = 0
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        setMotion('running')
        const start = performance.now()
        const step = () => {
          const next = counterProgress(performance.now() - start)
          setProgress(next)
          if (next < 1) frame = requestAnimationFrame(step)
          else setMotion('done')
        }
        frame = requestAnimationFrame(step)
      },
      { threshold: COUNTER_IN_VIEW_THRESHOLD },
    )
    observer.observe(el)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [animate])

  const moving = motion === 'waiting' || motion === 'running'
  return (
    <CounterProgress value={moving ? progress : 1}>
      <div
        ref={ref}
        className={className}
        data-motion={motion}
        style={moving ? ({ '--counter-progress': progress } as React.CSSProperties) : undefined}
      >
        {children}
      </div>
    </CounterProgress>
  )
}

/** The counting digits, hidden from screen readers (they read the final value beside them). */
export function CounterDigits({ value, format }: { value: number; format: CounterNumberFormat }) {
  const progress = useContext(CounterProgress)
  return (
    <span className="counter-digits" aria-hidden="true">
      {formatCounterNumber(countedValue(value, progress, format.decimals), format)}
    </span>
  )
}
