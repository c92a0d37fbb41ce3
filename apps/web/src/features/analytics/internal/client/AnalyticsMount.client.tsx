'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Mounted once by the layout (slots.tsx): renders nothing and loads the tracker after the page is
 * interactive, in a chunk of its own, so it never delays the page. Each new path (client-side
 * navigation included) is a page view.
 */
export function AnalyticsMount() {
  const pathname = usePathname()
  useEffect(() => {
    // Builder mode (spec 6): not even loaded.
    if (document.body.dataset.builderMode === 'true') return
    let live = true
    void import('./start').then(({ startTracking }) => {
      if (live) startTracking(window.location.pathname)
    })
    return () => {
      live = false
    }
  }, [pathname])
  return null
}
