'use client'

import type React from 'react'
import { useEffect, useRef, useState } from 'react'

/** How much of the bars must be on screen before they fill: enough to see them move. */
const IN_VIEW_THRESHOLD = 0.25

/**
 * Lets skill bars fill when they are scrolled into view. The stylesheet holds bars marked 'waiting' at
 * zero, but only where scripts run and motion is welcome (`@media (scripting: enabled) and
 * (prefers-reduced-motion: no-preference)`), so without JavaScript or with reduced motion the bars
 * simply show their values.
 */
export function SkillBarsMotion({
  className,
  children,
}: {
  className?: string
  children: React.ReactNode
}) {
  const ref = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<'waiting' | 'filled'>('waiting')

  useEffect(() => {
    const el = ref.current
    if (!el) return
    if (typeof IntersectionObserver === 'undefined') {
      setState('filled')
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        setState('filled')
        observer.disconnect()
      },
      { threshold: IN_VIEW_THRESHOLD },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  return (
    <div ref={ref} className={className} data-motion={state}>
      {children}
    </div>
  )
}
